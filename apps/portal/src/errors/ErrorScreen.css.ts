import { style } from '@vanilla-extract/css';

export const screen = style({
  maxWidth: '40rem',
  margin: '3rem auto',
  padding: '0 1rem',
  textAlign: 'center',
});
