import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ACTION_WORDS, auditWords } from '../../server/kit/audit';

/**
 * Every action the server writes has words for the member History (server/kit/audit.ts). The actions
 * are not listed by hand here: the server's own code is read with the TypeScript checker, and every
 * object literal shaped as an audit entry (`entity` and `verb`) gives the actions its types allow, so a
 * new `verb: 'archive'` or a new entity fails this test until its words are declared. A helper that
 * takes any entity (`entity: AuditEntity`) counts as writing every entity with its verb: narrow its
 * parameter to the entities that have words (`EntityWith<'delete'>`) instead.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));

function serverFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'generated' || e.name === 'data' ? [] : serverFiles(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The string literals a type allows, or null when it allows any string. */
function literals(type: ts.Type): string[] | null {
  const parts = type.isUnion() ? type.types : [type];
  const out: string[] = [];
  for (const t of parts) {
    if (!t.isStringLiteral()) return null;
    out.push(t.value);
  }
  return out;
}

interface Found {
  where: string;
  actions: string[];
  unknown?: string;
}

function writtenActions(): Found[] {
  const config = ts.readConfigFile(join(root, 'tsconfig.json'), (p) => ts.sys.readFile(p));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  const files = serverFiles(join(root, 'server'));
  const program = ts.createProgram({ rootNames: files, options: { ...parsed.options, noEmit: true } });
  const checker = program.getTypeChecker();
  const found: Found[] = [];

  const propType = (p: ts.ObjectLiteralElementLike) => {
    if (ts.isPropertyAssignment(p)) return checker.getTypeAtLocation(p.initializer);
    if (ts.isShorthandPropertyAssignment(p)) {
      const symbol = checker.getShorthandAssignmentValueSymbol(p);
      return symbol ? checker.getTypeOfSymbolAtLocation(symbol, p) : undefined;
    }
    return undefined;
  };

  for (const file of files) {
    const source = program.getSourceFile(file);
    if (!source) continue;
    const visit = (node: ts.Node) => {
      if (ts.isObjectLiteralExpression(node)) {
        const named = (name: string) =>
          node.properties.find((p) => p.name && ts.isIdentifier(p.name) && p.name.text === name);
        const entity = named('entity');
        const verb = named('verb');
        if (entity && verb) {
          const { line } = source.getLineAndCharacterOfPosition(node.getStart());
          const where = `${relative(root, file)}:${String(line + 1)}`;
          const entityType = propType(entity);
          const verbType = propType(verb);
          const entities = entityType ? literals(entityType) : null;
          const verbs = verbType ? literals(verbType) : null;
          if (!entities || !verbs) {
            found.push({
              where,
              actions: [],
              unknown: `${entityType ? checker.typeToString(entityType) : '?'} . ${verbType ? checker.typeToString(verbType) : '?'}`,
            });
          } else {
            found.push({ where, actions: entities.flatMap((e) => verbs.map((v) => `${e}.${v}`)) });
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

describe('audit action words', () => {
  let found: Found[];
  beforeAll(() => {
    found = writtenActions();
  }, 120_000);

  it('finds the audit entries the server builds', () => {
    // The scan itself is checked: the transfer decision, the member deactivation and the generic delete
    // helper are all audit entries it must see.
    const all = new Set(found.flatMap((f) => f.actions));
    expect(all).toContain('transfer_request.approve');
    expect(all).toContain('transfer_request.reject');
    expect(all).toContain('user.deactivate');
    expect(all).toContain('review.delete');
    expect(found.length).toBeGreaterThan(40);
  });

  it('every entry names its entity and verb as literals', () => {
    expect(found.filter((f) => f.unknown).map((f) => `${f.where}: ${f.unknown ?? ''}`)).toEqual([]);
  });

  it('every action the server writes has words', () => {
    const missing = found.flatMap((f) =>
      f.actions.filter((a) => !(a in AUDIT_ACTION_WORDS)).map((a) => `${f.where}: ${a}`),
    );
    expect(missing).toEqual([]);
  });

  it('declares no words for an action the server never writes', () => {
    const written = new Set(found.flatMap((f) => f.actions));
    expect(Object.keys(AUDIT_ACTION_WORDS).filter((a) => !written.has(a))).toEqual([]);
  });

  it('words are one short sentence each, and tell actions apart', () => {
    const words = Object.values(AUDIT_ACTION_WORDS);
    expect(new Set(words).size).toBe(words.length);
    for (const w of words) expect(w).toMatch(/^[A-Z][^.]*[a-z]$/);
    expect(auditWords('user.deactivate')).toBe('Member deactivated');
    // A row whose action has no words (written by an older version) still shows what it is.
    expect(auditWords('legacy.thing')).toBe('legacy.thing');
  });
});
