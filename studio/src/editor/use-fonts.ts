import { useMemo } from 'preact/hooks';
import { useQuery } from '../api/use-query';
import { FontsDocument } from '../generated/graphql';
import { fontSpecimen, type FontChoices } from './font-picker';

/** The families a text layer may name (`fonts`), their aliases, and the specimen render of their names. */
export function useFonts(templateId: number): FontChoices {
  const fontList = useQuery(FontsDocument).data?.fonts ?? [];
  const families = fontList.map((f) => f.family);
  return useMemo(
    () => ({
      families,
      aliases: Object.fromEntries(fontList.flatMap((f) => f.aliases.map((a) => [a.toLowerCase(), f.family]))),
      specimen: fontSpecimen(templateId, families),
    }),
    [templateId, families.join('\n')],
  );
}
