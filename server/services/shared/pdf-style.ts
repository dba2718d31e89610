import { createRequire } from 'node:module';
import { Font, StyleSheet } from '@react-pdf/renderer';

const require = createRequire(import.meta.url);
const fontFile = (subset: string, weight: number) =>
  require.resolve(`@fontsource/noto-sans/files/noto-sans-${subset}-${weight}-normal.woff`);

/**
 * Noto Sans from npm, bundled with the app: the PDF standard fonts have no peso sign. Fontsource splits the font
 * by script, and ₱ lives in the latin-ext part, so the text falls back from the Latin file to that one. Every
 * document of the shop (quotation, delivery receipt, invoice, statement) imports its styles from here, so the
 * fonts are registered once, before any of them renders.
 */
for (const [family, subset] of [
  ['Noto Sans', 'latin'],
  ['Noto Sans Ext', 'latin-ext'],
] as const) {
  Font.register({
    family,
    fonts: [
      { src: fontFile(subset, 400), fontWeight: 400 },
      { src: fontFile(subset, 700), fontWeight: 700 },
    ],
  });
}
// Words are never split with hyphens: product names and amounts read badly broken.
Font.registerHyphenationCallback((word) => [word]);

/** The look the shop's documents share; each spreads these into its own sheet and adds or overrides the rest. */
export const PDF_STYLES = StyleSheet.create({
  page: {
    fontFamily: ['Noto Sans', 'Noto Sans Ext'] as unknown as string,
    fontSize: 9,
    padding: 36,
    color: '#1e293b',
    lineHeight: 1.35,
  },
  header: { flexDirection: 'row', justifyContent: 'space-between', marginBottom: 18 },
  // The page's 1.35 line height is for 9 pt text; at 13 pt the name's descenders met the address below it.
  companyName: { fontSize: 13, lineHeight: 1.25, fontWeight: 700, marginBottom: 5 },
  muted: { color: '#475569' },
  titleBlock: { alignItems: 'flex-end' },
  title: { fontSize: 18, lineHeight: 1.2, fontWeight: 700, color: '#0f766e', marginBottom: 6 },
  metaRow: { flexDirection: 'row', gap: 6 },
  section: { marginBottom: 12 },
  sectionLabel: { fontSize: 8, fontWeight: 700, color: '#0f766e', marginBottom: 3 },
  table: { borderTopWidth: 1, borderColor: '#cbd5e1', marginBottom: 8 },
  row: { flexDirection: 'row', borderBottomWidth: 0.5, borderColor: '#cbd5e1', paddingVertical: 4 },
  headRow: { backgroundColor: '#f1f5f9', fontWeight: 700 },
  totalRow: { flexDirection: 'row', justifyContent: 'space-between', paddingVertical: 2 },
  grandTotal: {
    borderTopWidth: 1,
    borderColor: '#1e293b',
    marginTop: 2,
    paddingTop: 4,
    fontSize: 11,
    fontWeight: 700,
  },
  words: { backgroundColor: '#f8fafc', padding: 6, marginBottom: 12 },
  signatureLine: { borderTopWidth: 0.75, borderColor: '#1e293b', marginTop: 34, paddingTop: 3 },
});
