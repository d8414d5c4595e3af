import { style } from '@vanilla-extract/css';

export const select = style({ appearance: 'auto', cursor: 'pointer' });
