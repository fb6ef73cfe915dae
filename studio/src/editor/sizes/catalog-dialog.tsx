import { useState } from 'preact/hooks';
import type { ApiError } from '../../api/graphql-client';
import { FieldError } from '../../shell/field-error';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Checkbox, TextField } from '../../ui/field';
import { Segmented } from '../../ui/segmented';
import type { Catalogs } from '../design';
import type { Layers } from '../use-layers';

/**
 * The design's message catalogs (docs/rendering.md "Locales"): a locale to add, the messages of the one
 * chosen by key (every key any locale has), a key to add, the default locale and mirroring. Each edit is
 * the design's at once, so the canvas draws it; the API's refusal (a message that does not parse, a tag
 * that is not BCP 47) shows under the message or the locale it names.
 */
export function CatalogDialog({
  ed,
  locale,
  show,
  error,
  readOnly,
  onClose,
}: {
  ed: Layers;
  locale?: string;
  show(locale: string | undefined): void;
  error?: ApiError;
  readOnly: boolean;
  onClose(): void;
}) {
  const { design } = ed;
  const catalogs = design.locales;
  const tags = Object.keys(catalogs?.messages ?? {});
  const tag = locale && tags.includes(locale) ? locale : (catalogs?.default_locale ?? '');
  const keys = [...new Set(tags.flatMap((t) => Object.keys(catalogs!.messages[t])))];
  const [newTag, setNewTag] = useState('');
  const [newKey, setNewKey] = useState('');
  const set = (next: Catalogs, mergeKey?: string) => ed.change({ ...design, locales: next }, mergeKey);
  const setMessage = (key: string, text: string) =>
    set(
      { ...catalogs!, messages: { ...catalogs!.messages, [tag]: { ...catalogs!.messages[tag], [key]: text } } },
      `locales.${tag}.${key}`,
    );
  const addLocale = () => {
    const t = newTag.trim();
    set(
      catalogs
        ? { ...catalogs, messages: { ...catalogs.messages, [t]: {} } }
        : { default_locale: t, mirror_rtl: false, messages: { [t]: {} } },
    );
    show(catalogs ? t : undefined);
    setNewTag('');
  };
  return (
    <Dialog title="Messages" onClose={onClose} wide>
      <fieldset class="editable catalog" disabled={readOnly}>
        <FieldError error={error} field="locales" exact />
        {tags.length > 0 && (
          <Segmented
            label="Locale of the messages"
            value={tag}
            onChange={(t) => show(t === catalogs!.default_locale ? undefined : t)}
            options={tags.map((t) => ({ value: t, label: t === catalogs!.default_locale ? `${t} (default)` : t }))}
          />
        )}
        <FieldError error={error} field={`locales.messages.${tag}`} exact />
        {keys.map((key) => (
          <div key={`${tag}.${key}`}>
            <TextField
              id={`message-${tag}-${key}`}
              label={key}
              value={catalogs!.messages[tag]?.[key] ?? ''}
              placeholder={catalogs!.messages[catalogs!.default_locale]?.[key]}
              set={(text) => setMessage(key, text)}
            />
            <FieldError error={error} field={`locales.messages.${tag}.${key}`} />
          </div>
        ))}
        {tag && (
          <div class="catalog-add">
            <TextField id="message-key" label="New message key" value={newKey} set={setNewKey} placeholder="title" />
            <Button size="sm" disabled={!newKey.trim()} onClick={() => (setMessage(newKey.trim(), ''), setNewKey(''))}>
              Add message
            </Button>
          </div>
        )}
        <div class="catalog-add">
          <TextField id="locale-tag" label="New locale (BCP 47)" value={newTag} set={setNewTag} placeholder="fr-CA" />
          <Button size="sm" disabled={!newTag.trim()} onClick={addLocale}>
            Add locale
          </Button>
        </div>
        {catalogs && (
          <Checkbox
            label="Mirror the layout in right-to-left locales"
            checked={catalogs.mirror_rtl ?? false}
            onChange={(mirror_rtl: boolean) => set({ ...catalogs, mirror_rtl })}
          />
        )}
      </fieldset>
    </Dialog>
  );
}
