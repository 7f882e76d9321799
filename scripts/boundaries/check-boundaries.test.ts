import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Area, type EngineRule, checkBoundaries } from './check-boundaries';

// A tiny tree in a temporary folder: two server modules and three web features.

const areas: Area[] = [
  { dir: 'server/modules', unit: 'module', appRoot: 'server' },
  {
    dir: 'web/features',
    unit: 'feature',
    appRoot: 'web',
    allowedOutside: ['web/components', 'web/lib'],
    allowedInTests: ['web/test'],
  },
];

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'listlens-boundaries-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return root;
}

const clean = {
  'server/modules/items/index.ts':
    "export { getItem } from './items.service';\nexport type { ItemRow } from './items.repository';\n",
  'server/modules/items/items.service.ts':
    "import { readItem } from './items.repository';\nexport const getItem = readItem;\n",
  'server/modules/items/items.repository.ts':
    'export const readItem = () => 1;\nexport type ItemRow = { id: string };\n',
  'server/modules/photos/photos.service.ts': "import { getItem } from '../items';\nexport const photo = getItem;\n",
  'server/http/problem.ts': 'export const problem = 1;\n',
  'server/modules/photos/photos.routes.ts':
    "import { problem } from '../../http/problem';\nexport const r = problem;\n",
  'web/lib/api.ts': 'export const api = 1;\n',
  'web/test/render.tsx': 'export const render = 1;\n',
  'web/features/auth/index.ts': "export { useSession } from './api/session';\n",
  'web/features/auth/api/session.ts': "import { api } from '../../../lib/api';\nexport const useSession = api;\n",
  'web/features/account/menu.tsx': "import { useSession } from '../auth';\nexport const menu = useSession;\n",
  'web/features/account/menu.test.tsx': "import { render } from '../../test/render';\nexport const t = render;\n",
};

describe('module boundaries', () => {
  it('passes a tree that keeps them', () => {
    expect(checkBoundaries(tree(clean), areas)).toEqual([]);
  });

  it('reports a reach past an index, a repository in an index and a folder a feature may not use', () => {
    const root = tree({
      ...clean,
      'server/modules/photos/photos.service.ts':
        "import { readItem } from '../items/items.repository';\nexport const photo = readItem;\n",
      'server/modules/items/index.ts': "export { readItem, type ItemRow } from './items.repository';\n",
      'web/features/account/menu.tsx': "import type { X } from '../auth/api/session';\nexport type Y = X;\n",
      'web/features/account/helper.ts': "import { render } from '../../test/render';\nexport const h = render;\n",
    });
    const messages = checkBoundaries(root, areas).map((v) => `${v.file}: ${v.message}`);
    expect(messages).toEqual([
      'server/modules/items/index.ts: exports server/modules/items/items.repository.ts: an index gives services and types, never a repository',
      'server/modules/photos/photos.service.ts: imports server/modules/items/items.repository.ts: another module only through its index.ts',
      "web/features/account/helper.ts: imports web/test/render.tsx: a feature imports only from web/components, web/lib and other features' index.ts",
      'web/features/account/menu.tsx: imports web/features/auth/api/session.ts: another feature only through its index.ts',
    ]);
  });

  it('reports a cycle between modules even when both go through index files', () => {
    const root = tree({
      ...clean,
      'server/modules/photos/index.ts': "export { photo } from './photos.service';\n",
      'server/modules/items/items.service.ts':
        "import { photo } from '../photos';\nexport const getItem = () => photo;\n",
    });
    const violations = checkBoundaries(root, areas);
    expect(violations).toHaveLength(1);
    expect(violations[0]?.message).toBe(
      'import cycle between modules items, photos: ' +
        'items → photos (server/modules/items/items.service.ts imports server/modules/photos/index.ts); ' +
        'photos → items (server/modules/photos/photos.service.ts imports server/modules/items/index.ts)',
    );
  });

  it('reports an engine package imported outside the adapters, but not in tests, benches or fixtures', () => {
    const engines: EngineRule[] = [
      { dir: 'server', adapters: 'server/adapters', packages: ['sharp', 'tesseract.js', '@tensorflow/'] },
    ];
    const root = tree({
      ...clean,
      'server/adapters/image/sharp-image.ts': "import sharp from 'sharp';\nexport const image = sharp;\n",
      'server/adapters/vision/tf.ts': "import * as tf from '@tensorflow/tfjs';\nexport const t = tf;\n",
      'server/modules/photos/renditions.ts': "import sharp from 'sharp';\nexport const r = sharp;\n",
      'server/modules/ai/ocr.ts': "export const read = () => import('tesseract.js');\n",
      'server/modules/ai/model.ts': "import type { Tensor } from '@tensorflow/tfjs-core';\nexport type M = Tensor;\n",
      'server/modules/ai/not-an-engine.ts': "import sharpen from 'sharpen';\nexport const s = sharpen;\n",
      'server/modules/photos/renditions.test.ts': "import sharp from 'sharp';\nexport const t = sharp;\n",
      'server/modules/photos/renditions.bench.ts': "import sharp from 'sharp';\nexport const b = sharp;\n",
      'server/modules/ai/fixtures/labels.ts': "import sharp from 'sharp';\nexport const f = sharp;\n",
    });
    const messages = checkBoundaries(root, areas, engines).map((v) => `${v.file}: ${v.message.split(':')[0]}`);
    expect(messages).toEqual([
      'server/modules/ai/model.ts: imports @tensorflow/tfjs-core',
      'server/modules/ai/ocr.ts: imports tesseract.js',
      'server/modules/photos/renditions.ts: imports sharp',
    ]);
  });
});
