import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { button, type ButtonVariants } from './Button.css';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonVariants;

/** A native button with the kit's default sizes (save 15rem×3rem, submit 10rem×3rem, logout 100%×2rem). */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, className, type = 'button', ...props },
  ref,
) {
  const classes = [button({ variant, size }), className].filter(Boolean).join(' ');
  return <button ref={ref} type={type} className={classes} {...props} />;
});
