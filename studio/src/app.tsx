import { Route, Router, Switch, useLocation } from 'wouter-preact';
import { useEffect } from 'preact/hooks';
import { whenSignedOut } from './api/graphql-client';
import { SignInPage } from './auth/sign-in-page';
import { Shell } from './shell/shell';
import { GalleryPage } from './gallery/gallery-page';
import { EditorPage } from './editor/editor-page';
import { BatchesPage } from './batches/batches-page';
import { BatchPage } from './batches/batch-page';
import { BulkPage } from './batches/bulk-page';
import { SnapsPage } from './snaps/snaps-page';
import { MediaPage } from './media/media-page';
import { UsagePage } from './usage/usage-page';
import { WebhooksPage } from './webhooks/webhooks-page';
import { FormsPage } from './forms/forms-page';
import { ApiKeysPage } from './keys/api-keys-page';
import { TeamPage } from './team/team-page';
import { Toaster } from './ui/toast';
import { TooltipHost } from './ui/tooltip';

/**
 * An ended session sends the page to sign-in, except the editor: leaving it would lose the unsaved
 * draft, so it stays, says why saving fails, and saves once the person signs in again (in another
 * tab: the cookie is shared).
 */
function SignedOutRedirect() {
  const [location, navigate] = useLocation();
  useEffect(
    () => void whenSignedOut(() => !location.startsWith('/templates/') && navigate('/sign-in')),
    [location, navigate],
  );
  return null;
}

/** The Studio's pages; their paths are shared as links, so they are part of the product. */
export function App() {
  return (
    <Router base="/studio">
      <SignedOutRedirect />
      <Toaster />
      <TooltipHost />
      <Switch>
        <Route path="/sign-in" component={SignInPage} />
        <Route>
          <Shell>
            <Switch>
              <Route path="/" component={GalleryPage} />
              <Route path="/templates/:uuid">{(p) => <EditorPage uuid={p.uuid} />}</Route>
              <Route path="/batches" component={BatchesPage} />
              <Route path="/batches/new" component={BulkPage} />
              <Route path="/batches/:uuid">{(p) => <BatchPage uuid={p.uuid} />}</Route>
              <Route path="/snaps" component={SnapsPage} />
              <Route path="/media" component={MediaPage} />
              <Route path="/usage" component={UsagePage} />
              <Route path="/webhooks" component={WebhooksPage} />
              <Route path="/forms" component={FormsPage} />
              <Route path="/api-keys" component={ApiKeysPage} />
              <Route path="/team" component={TeamPage} />
              <Route>
                <main class="page">
                  <h1>Not found</h1>
                  <p class="muted">There is no Studio page at this address.</p>
                </main>
              </Route>
            </Switch>
          </Shell>
        </Route>
      </Switch>
    </Router>
  );
}
