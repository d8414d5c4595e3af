export {
  Popover,
  PopoverContent,
  PopoverTrigger,
  PopoverClose,
  POPOVER_SIDE_OFFSET,
} from './Popover';
export type { PopoverProps, PopoverContentProps } from './Popover';
