import { style } from '../theme/layered';
import { vars } from '../theme/theme.css';

export const row = style({ display: 'flex', alignItems: 'stretch', gap: vars.space.s });
export const grow = style({ flex: '1 1 auto', minInlineSize: 0 });
