/** What an embed token lets the embedded editor do to its one template (docs/integrations.md "Embeddable editor"). */
export const EMBED_ABILITIES = ['EDIT_TEXT', 'EDIT_DESIGN', 'PUBLISH'] as const;
export type EmbedAbility = (typeof EMBED_ABILITIES)[number];

/** An embed token's grant, verified: one template of the caller's account, its abilities, the origins that may frame it. */
export interface EmbedGrant {
  templateId: number;
  templateUuid: string;
  abilities: EmbedAbility[];
  allowedOrigins: string[];
  expiresAt: Date;
}

/** What a field asks of an embed grant: its template (by id or uuid) and, to change it, an ability. */
export interface EmbedNeed {
  template: number | string;
  ability?: 'edit' | 'PUBLISH';
}

/** Whether the grant covers the need: its own template only, and an edit ability (text or design) or PUBLISH when asked. */
export function embedAllows(grant: EmbedGrant | undefined, need: EmbedNeed): boolean {
  if (!grant) return false;
  if (need.template !== grant.templateId && need.template !== grant.templateUuid) return false;
  if (need.ability === 'edit') return grant.abilities.some((a) => a === 'EDIT_TEXT' || a === 'EDIT_DESIGN');
  if (need.ability === 'PUBLISH') return grant.abilities.includes('PUBLISH');
  return true;
}
