export {
  TextArea,
  characterCountText,
  DEFAULT_TEXTAREA_LIMIT,
  DEFAULT_TEXTAREA_ROWS,
} from './TextArea';
export type { TextAreaProps } from './TextArea';
