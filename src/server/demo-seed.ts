import type { Db } from '../db/database.js';
import type { TemplateService } from '../templates/template-service.js';
import { createAccount } from '../accounts/account-service.js';

export const DEMO_EMAIL = 'demo@snapforge.local';

/** A small card: enough layers to show every override key at work. */
const DEMO_LAYERS = [
  { layer: 'background', type: 'empty', x: 0, y: 0, width: 1200, height: 630, background_color: '#0f172a' },
  {
    layer: 'card',
    type: 'empty',
    x: 60,
    y: 60,
    width: 1080,
    height: 510,
    background_color: '#1e293b',
    border_radius: 24,
  },
  {
    layer: 'title',
    type: 'text',
    x: 110,
    y: 110,
    width: 700,
    height: 220,
    text: 'Hello from Snapforge',
    color: '#f8fafc',
    font_size: 72,
    font_weight: 'bold',
    max_lines: 2,
    auto_fit: true,
    min_font_size: 32,
  },
  {
    layer: 'subtitle',
    type: 'text',
    x: 110,
    y: 350,
    width: 700,
    height: 120,
    text: 'Templates to images and PDFs, in milliseconds.',
    color: '#94a3b8',
    font_size: 36,
  },
  {
    layer: 'qr',
    type: 'qr_code',
    x: 870,
    y: 110,
    width: 220,
    height: 220,
    qr_content: 'https://github.com/snapforge',
    color: '#0f172a',
    background_color: '#f8fafc',
  },
  {
    layer: 'sku',
    type: 'barcode',
    x: 850,
    y: 380,
    width: 260,
    height: 120,
    barcode_content: 'SNAPFORGE-001',
    symbology: 'code128',
    color: '#0f172a',
    background_color: '#f8fafc',
  },
];

/**
 * On the first start of an empty database: a demo account, its token, and a demo template, made
 * by the template service as any template is (so it gets its gallery thumbnail too).
 */
export async function seedDemo(
  db: Db,
  templates: TemplateService,
): Promise<{ token: string; templateUuid: string } | null> {
  if ((await db.account.count()) > 0) return null;
  const created = await createAccount(db, { email: DEMO_EMAIL, name: 'Demo User', credits: 100 });
  const user = await db.user.findUniqueOrThrow({ where: { email: DEMO_EMAIL } });
  const template = await templates.create(
    { accountId: user.accountId, userId: user.id, role: user.role },
    { title: 'Demo card', size: 'facebook-post', layers: DEMO_LAYERS },
  );
  return { token: created.token, templateUuid: template.uuid };
}
