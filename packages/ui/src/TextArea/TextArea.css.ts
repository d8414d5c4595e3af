import { style } from '../theme/layered';
import { vars } from '../theme/theme.css';

export const textarea = style({ resize: 'vertical', minBlockSize: '6lh' });
export const count = style({ margin: 0, fontSize: '0.875rem', color: vars.color.neutral.main });
