import { style } from '../theme/layered';

export const select = style({ appearance: 'auto', cursor: 'pointer' });
