import {
  defaultTokens,
  mergeTokens,
  themeProperties,
  type PartnerTokens,
} from '@applykit/ui/theme-tokens';
import { examplePartner, partnerTokens } from '@applykit/admissions-form/partner';

const lakeside: PartnerTokens = partnerTokens(examplePartner.theme);

/** Every custom property of the theme contract with its default value and Lakeside's. */
export function TokenTable() {
  const defaults = themeProperties(defaultTokens);
  const partner = themeProperties(mergeTokens(lakeside));
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">custom property</th>
          <th scope="col">default</th>
          <th scope="col">Lakeside College</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(defaults).map(([name, value]) => (
          <tr key={name}>
            <td>
              <code>{name}</code>
            </td>
            <td>
              <TokenValue value={value} />
            </td>
            <td>{partner[name] === value ? '(default)' : <TokenValue value={partner[name]!} />}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A value, with a swatch beside it when it is a colour. */
function TokenValue({ value }: { value: string }) {
  const colour = /^#[0-9a-f]{3,6}$/i.test(value);
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: '0.5rem' }}>
      {colour ? (
        <span
          aria-hidden="true"
          style={{
            display: 'inline-block',
            width: '1.25rem',
            height: '1.25rem',
            background: value,
            border: '1px solid #595f69',
          }}
        />
      ) : null}
      <code>{value}</code>
    </span>
  );
}

/** The colour scales as swatches: each colour's extraLight, light, main and dark. */
export function ColourScales({
  tokens = defaultTokens.color,
}: {
  tokens?: typeof defaultTokens.color;
}) {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">colour</th>
          {(['extraLight', 'light', 'main', 'dark'] as const).map((shade) => (
            <th key={shade} scope="col">
              {shade}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {Object.entries(tokens).map(([name, shades]) => (
          <tr key={name}>
            <th scope="row">{name}</th>
            {(['extraLight', 'light', 'main', 'dark'] as const).map((shade) => (
              <td key={shade}>
                <TokenValue value={shades[shade]} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export const lakesideColours = mergeTokens(lakeside).color;
