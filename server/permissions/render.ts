import { format, resolveConfig } from 'prettier';
import { CALLER_DESCRIPTIONS, CALLER_LABELS, CALLERS, PERMISSIONS, Y, type PermissionRow } from './matrix';

export const PERMISSIONS_DOC = 'docs/permissions.md';

function cell(row: PermissionRow, caller: (typeof CALLERS)[number]): string {
  const outcome = row.outcomes[caller];
  return outcome === Y ? `yes (${row.ok})` : `**${outcome}**`;
}

/** A path as clients write it: `{id}` parameters and the trailing slash the spec's client sends. */
function displayPath(path: string): string {
  const shown = path.replace(/:(\w+)/g, '{$1}');
  return path.startsWith('/api/') ? `${shown}/` : shown;
}

/** docs/permissions.md, formatted as the repository's prettier would leave it. */
export async function renderPermissionsDoc(): Promise<string> {
  const lines = [
    '# API permissions',
    '',
    '<!-- Generated from server/permissions/matrix.ts by `npm run docs:permissions`; edit the matrix, not this file. -->',
    '',
    'Who may call each endpoint. Every cell is proven by `server/permissions/permissions.test.ts`, which sends a',
    'valid request as that caller to the real app: `yes (NNN)` means the call succeeds with that status, **401**',
    'and **403** mean the role guard refuses it before anything is read or written. The same test fails when a',
    'route is added without a row here. Section 6 of the spec (Roles and permissions) is the source of the rules.',
    '',
    '## Callers',
    '',
    ...CALLERS.map((caller) => `- **${CALLER_LABELS[caller]}**: ${CALLER_DESCRIPTIONS[caller]}.`),
    '',
    'A superuser can do everything staff can. Any `Authorization` header on an `/api` call is checked, public',
    'endpoints included, so a bad token is refused even where no token is needed.',
    '',
    '## Matrix',
    '',
    `| Method | Path | ${CALLERS.map((caller) => CALLER_LABELS[caller]).join(' | ')} | Rule |`,
    `|---|---|${CALLERS.map(() => '---').join('|')}|---|`,
    ...PERMISSIONS.map(
      (row: PermissionRow) =>
        `| ${row.method} | \`${displayPath(row.path)}\` | ${CALLERS.map((caller) => cell(row, caller)).join(' | ')} | ${row.rule ?? ''} |`,
    ),
    '',
  ];
  return format(lines.join('\n'), { ...(await resolveConfig(PERMISSIONS_DOC)), parser: 'markdown' });
}
