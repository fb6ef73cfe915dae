import { useMemo } from 'preact/hooks';
import { Router } from 'wouter-preact';
import { authorizeWith } from '../api/graphql-client';
import { useQuery } from '../api/use-query';
import { EditorHostContext, type EditorHost } from '../editor/editor-host';
import { EditorPage } from '../editor/editor-page';
import { EmbedSessionDocument, type Policy } from '../generated/graphql';
import { PoliciesContext } from '../shell/policies';
import { QueryState } from '../shell/query-state';
import { Toaster } from '../ui/toast';
import { TooltipHost } from '../ui/tooltip';
import { applyEmbedTheme, followParentTheme, postToParent } from './parent-messages';

/**
 * The embedded editor, `/embed/<uuid>?token=<embed token>` (docs/integrations.md "Embeddable editor"): the Studio's
 * editor on the token's one template, limited to its abilities, telling the parent page what happens. Started with
 * the token from the address (the page sends no Referer); `theme` and `--variable` query parameters theme it.
 */
export function EmbedApp() {
  const params = new URLSearchParams(location.search);
  const token = params.get('token') ?? '';
  const uuid = location.pathname.split('/')[2] ?? '';
  useMemo(() => {
    authorizeWith(token);
    applyEmbedTheme({
      scheme: params.get('theme'),
      variables: Object.fromEntries([...params].filter(([k]) => k.startsWith('--'))),
    });
  }, []);
  const { data, error } = useQuery(EmbedSessionDocument, {});
  const host = useMemo((): EditorHost | undefined => {
    if (!data) return undefined;
    const { abilities, allowedOrigins } = data.embedSession;
    followParentTheme(allowedOrigins);
    return {
      studio: false,
      edit: abilities.includes('EDIT_TEXT') || abilities.includes('EDIT_DESIGN'),
      textOnly: !abilities.includes('EDIT_DESIGN'),
      publish: abilities.includes('PUBLISH'),
      emit: (event, detail) => postToParent(allowedOrigins, event, detail),
    };
  }, [data]);
  if (error || !host) return <QueryState error={error} />;
  // The editor takes its role's policies; the embed's are its token's (the server checks them again).
  const policies = new Set<Policy>(host.edit ? ['updateTemplate'] : []);
  return (
    <Router base="/embed">
      <Toaster />
      <TooltipHost />
      <PoliciesContext.Provider value={policies}>
        <EditorHostContext.Provider value={host}>
          <EditorPage uuid={uuid} />
        </EditorHostContext.Provider>
      </PoliciesContext.Provider>
    </Router>
  );
}
