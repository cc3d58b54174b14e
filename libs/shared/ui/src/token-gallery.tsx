import { useEffect, useState } from 'react';
import { AA_TEXT, contrastRatio, parseOpaqueColour } from './contrast';
import { DESIGN_TOKEN_NAMES } from './design-token-names';
import styles from './token-gallery.module.css';

/** The text/background pairs the gallery rates, as the tokens' test proves them. */
const PAIRS: readonly [foreground: string, background: string][] = [
  ['--bet-color-text', '--bet-color-page'],
  ['--bet-color-text', '--bet-color-surface'],
  ['--bet-color-text-muted', '--bet-color-surface-muted'],
  ['--bet-color-chrome-text', '--bet-color-chrome'],
  ['--bet-color-on-primary', '--bet-color-primary'],
  ['--bet-color-danger', '--bet-color-danger-surface'],
  ['--bet-color-warning', '--bet-color-warning-surface'],
  ['--bet-color-success', '--bet-color-success-surface'],
  ['--bet-color-info', '--bet-color-info-surface'],
];

const ROOT_ATTRIBUTES = ['data-theme', 'data-font-size', 'data-visually-impaired', 'style'];

/** The tokens' values on <html> now, read again whenever the theme attributes change. */
function useRootTokens(): ReadonlyMap<string, string> {
  const read = () => {
    const style = getComputedStyle(document.documentElement);
    return new Map(DESIGN_TOKEN_NAMES.map((name) => [name, style.getPropertyValue(name).trim()]));
  };
  const [tokens, setTokens] = useState<ReadonlyMap<string, string>>(() => new Map());
  useEffect(() => {
    setTokens(read());
    const observer = new MutationObserver(() => setTokens(read()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ROOT_ATTRIBUTES });
    return () => observer.disconnect();
  }, []);
  return tokens;
}

const named = (prefix: string) => DESIGN_TOKEN_NAMES.filter((name) => name.startsWith(prefix));

/**
 * The design tokens of the current theme, for designers: colour swatches with their values, the
 * contrast of the text pairs, the type scale, spacing, radius and elevation. It reads the custom
 * properties from the page, so it shows whatever theme, font size and brand book are on <html>.
 */
export function TokenGallery() {
  const tokens = useRootTokens();
  const theme = document.documentElement.getAttribute('data-theme') ?? 'light';
  const value = (name: string) => tokens.get(name) ?? '';
  return (
    <div className={styles.gallery}>
      <h1 className={styles.title}>Design tokens: {theme} theme</h1>

      <section aria-labelledby="tokens-colours">
        <h2 id="tokens-colours">Colours</h2>
        <ul className={styles.swatches} aria-label="Colour tokens">
          {named('--bet-color-').map((name) => (
            <li key={name} className={styles.swatch}>
              <span className={styles.chip} style={{ background: `var(${name})` }} aria-hidden="true" />
              <code className={styles.name}>{name}</code>
              <span className={styles.value}>{value(name)}</span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="tokens-contrast">
        <h2 id="tokens-contrast">Contrast (WCAG AA: 4.5:1 for text)</h2>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Text</th>
              <th scope="col">Background</th>
              <th scope="col">Sample</th>
              <th scope="col">Ratio</th>
            </tr>
          </thead>
          <tbody>
            {PAIRS.map(([foreground, background]) => {
              const fore = parseOpaqueColour(value(foreground));
              const back = parseOpaqueColour(value(background));
              const ratio = fore && back ? contrastRatio(fore, back) : null;
              return (
                <tr key={`${foreground} ${background}`}>
                  <td>
                    <code>{foreground}</code>
                  </td>
                  <td>
                    <code>{background}</code>
                  </td>
                  <td>
                    <span
                      className={styles.sample}
                      style={{ color: `var(${foreground})`, background: `var(${background})` }}
                    >
                      Aa 1.85
                    </span>
                  </td>
                  <td>{ratio === null ? 'n/a' : `${ratio.toFixed(2)}:1 ${ratio >= AA_TEXT ? 'AA' : 'fails AA'}`}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>

      <section aria-labelledby="tokens-type">
        <h2 id="tokens-type">Type scale</h2>
        <ul className={styles.list}>
          {named('--bet-font-size-').map((name) => (
            <li key={name} style={{ fontSize: `var(${name})` }}>
              <code>{name}</code> Live betting 2:1
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="tokens-spacing">
        <h2 id="tokens-spacing">Spacing</h2>
        <ul className={styles.list}>
          {named('--bet-space-').map((name) => (
            <li key={name} className={styles.row}>
              <span className={styles.bar} style={{ inlineSize: `var(${name})` }} aria-hidden="true" />
              <code>{name}</code> {value(name)}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="tokens-radius">
        <h2 id="tokens-radius">Radius</h2>
        <ul className={styles.boxes}>
          {named('--bet-radius-').map((name) => (
            <li key={name} className={styles.box} style={{ borderRadius: `var(${name})` }}>
              <code>{name}</code>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="tokens-elevation">
        <h2 id="tokens-elevation">Elevation</h2>
        <ul className={styles.boxes}>
          {named('--bet-shadow-').map((name) => (
            <li key={name} className={styles.box} style={{ boxShadow: `var(${name})` }}>
              <code>{name}</code>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
