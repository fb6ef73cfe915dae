import type { AuthContext } from '../access/auth-context.js';
import type { EmbedAbility, EmbedGrant } from '../access/embed-grant.js';
import { authContextOf } from '../accounts/account-service.js';
import { callerOf } from '../accounts/caller.js';
import type { Db } from '../db/database.js';
import { ValidationError } from '../errors/validation-error.js';
import { checkFrameAncestors, frameAncestorsDirective } from '../forms/frame-ancestors.js';
import type { TemplateService } from '../templates/template-service.js';
import { Checker } from '../validation/checker.js';
import { atLeast, minItems, notGreater } from '../validation/sentences.js';
import { EmbedTokenSigner, isEmbedToken, type EmbedClaims } from './embed-token.js';

/** How long a token lives, in seconds: an hour unless asked; a day at most, as a token cannot be revoked one by one. */
export const EMBED_EXPIRY = { default: 3600, min: 60, max: 86_400 };
export const EMBED_PATH = '/embed';

export interface EmbedTokenInput {
  templateUuid: string;
  abilities: EmbedAbility[];
  allowedOrigins: string[];
  expiresIn?: number | null;
  /** Open a new copy of the template (made now, "<title> (copy)") instead of the template itself. */
  copy?: boolean | null;
}

export interface MintedEmbedToken extends EmbedGrant {
  token: string;
  /** The embed page's address, token included: the iframe's src. */
  url: string;
}

/** The caller an embed token stands for, or why it is refused (a 401's message). */
export type EmbedAuthentication = { auth: AuthContext & { embed: EmbedGrant } } | { refusal: string };

const REFUSED = 'This embed token is not valid.';

/** Embed tokens minted, checked and turned into the embedded editor's caller (docs/integrations.md "Embeddable editor"). */
export class EmbedService {
  private readonly signer: EmbedTokenSigner;

  constructor(private readonly deps: { prisma: Db; templates: TemplateService; appKey: Buffer; publicUrl: string }) {
    this.signer = new EmbedTokenSigner(deps.appKey);
  }

  async mint(caller: AuthContext, input: EmbedTokenInput): Promise<MintedEmbedToken> {
    const { abilities, allowedOrigins, expiresIn } = checkInput(input);
    const source = await this.deps.templates.byUuid(callerOf(caller), input.templateUuid);
    const template = input.copy ? await this.deps.templates.duplicate(callerOf(caller), source.id) : source;
    const exp = Math.floor(Date.now() / 1000) + expiresIn;
    const claims: EmbedClaims = {
      account: caller.account.id,
      user: caller.user.id,
      template: template.id,
      uuid: template.uuid,
      abilities,
      origins: allowedOrigins,
      exp,
    };
    const token = this.signer.sign(claims);
    return {
      ...grantOf(claims),
      token,
      url: `${this.deps.publicUrl}${EMBED_PATH}/${template.uuid}?token=${token}`,
    };
  }

  /**
   * The caller behind a token: its signature, its expiry, its maker still a member who may edit (in the role of
   * an editor at most) and its template still there. Read again on every request, so removing the member or the
   * template ends every token at once.
   */
  async authenticate(token: string): Promise<EmbedAuthentication> {
    const claims = isEmbedToken(token) ? this.signer.read(token) : null;
    if (!claims) return { refusal: REFUSED };
    if (claims.exp * 1000 <= Date.now())
      return { refusal: `This embed token expired at ${new Date(claims.exp * 1000).toISOString()}.` };
    const [user, template] = await Promise.all([
      this.deps.prisma.user.findUnique({ where: { id: claims.user }, include: { account: true } }),
      this.deps.prisma.template.findFirst({
        where: { id: claims.template, uuid: claims.uuid, accountId: claims.account },
        select: { id: true },
      }),
    ]);
    if (!user || user.accountId !== claims.account) return { refusal: REFUSED };
    if (!template) return { refusal: "This embed token's template no longer exists." };
    if (user.role === 'viewer')
      return { refusal: 'The member who made this embed token may no longer edit templates.' };
    // No API ability: every field but the editor's own refuses it (src/graphql/scopes.ts, the `embed` scope).
    return { auth: { ...authContextOf(user, [], 0, 'editor'), embed: grantOf(claims) } };
  }

  /** The embed page's answer for this template and token: its frame-ancestors, or the refusal's status and message. */
  async page(
    uuid: string,
    token: string,
  ): Promise<{ frameAncestors: string } | { status: 401 | 403; message: string }> {
    const result = await this.authenticate(token);
    if ('refusal' in result) return { status: 401, message: result.refusal };
    const { embed } = result.auth;
    if (embed.templateUuid !== uuid.toLowerCase())
      return { status: 403, message: 'This embed token opens another template.' };
    return { frameAncestors: frameAncestorsDirective(embed.allowedOrigins) };
  }
}

const grantOf = (c: EmbedClaims): EmbedGrant => ({
  templateId: c.template,
  templateUuid: c.uuid,
  abilities: c.abilities,
  allowedOrigins: c.origins,
  expiresAt: new Date(c.exp * 1000),
});

/** Abilities at least one, origins at least one (an embed no page may frame is of no use), the lifetime in bounds. */
function checkInput(input: EmbedTokenInput) {
  const c = new Checker();
  if (!input.abilities.length) c.fail('abilities', minItems('abilities', 1));
  if (!input.allowedOrigins.length) c.fail('allowedOrigins', minItems('allowed origins', 1));
  const expiresIn = input.expiresIn ?? EMBED_EXPIRY.default;
  if (expiresIn < EMBED_EXPIRY.min) c.fail('expiresIn', atLeast('expires in', EMBED_EXPIRY.min));
  if (expiresIn > EMBED_EXPIRY.max) c.fail('expiresIn', notGreater('expires in', EMBED_EXPIRY.max));
  let allowedOrigins: string[] = [];
  try {
    allowedOrigins = checkFrameAncestors(input.allowedOrigins);
  } catch (e) {
    if (!(e instanceof ValidationError)) throw e;
    for (const [field, messages] of Object.entries(e.errors))
      for (const m of messages) c.fail(field.replace(/^frame_ancestors/, 'allowedOrigins'), m);
  }
  c.done();
  return { abilities: [...new Set(input.abilities)], allowedOrigins, expiresIn };
}
