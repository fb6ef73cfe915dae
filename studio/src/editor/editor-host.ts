import { createContext } from 'preact';
import { useContext } from 'preact/hooks';

/** What the editor tells the page hosting it (the embed's parent page: docs/integrations.md "Embeddable editor"). */
export type EditorEvent = 'ready' | 'changed' | 'saved' | 'published' | 'rendered';

/** Where the editor runs: the Studio (everything), or the embed, limited to its token's abilities. */
export interface EditorHost {
  /** The Studio's own ways out and tools: back to the gallery, Versions, Try it (none in the embed). */
  studio: boolean;
  /** May edit and save the design (false: view only, as a viewer's Studio). */
  edit: boolean;
  /** May change the layers' text only (an embed token with EDIT_TEXT alone): any other change is not taken. */
  textOnly: boolean;
  publish: boolean;
  emit(event: EditorEvent, detail: Record<string, unknown>): void;
}

const STUDIO_HOST: EditorHost = { studio: true, edit: true, textOnly: false, publish: true, emit: () => {} };

export const EditorHostContext = createContext<EditorHost>(STUDIO_HOST);

export const useEditorHost = () => useContext(EditorHostContext);
