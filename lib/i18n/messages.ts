import type { Locale } from '@/lib/domain/locale';
import { DEFAULT_GROUP_NAMESPACES, type Messages, type Namespace } from './namespaces';

async function loadNamespace<N extends Namespace>(locale: Locale, namespace: N): Promise<Messages[N]> {
  const mod: { default: Messages[N] } = await import(`../../messages/${locale}/${namespace}.json`);
  return mod.default;
}

/** Loads the given namespaces of one locale. */
export async function loadMessages<N extends Namespace>(
  locale: Locale,
  namespaces: readonly N[],
): Promise<Pick<Messages, N>> {
  const entries = await Promise.all(namespaces.map(async (ns) => [ns, await loadNamespace(locale, ns)] as const));
  return Object.fromEntries(entries) as Pick<Messages, N>;
}

/** Keeps only the given namespaces, so a client provider ships no more than its components use. */
export function pickNamespaces<N extends Namespace>(messages: Partial<Messages>, namespaces: readonly N[]): Pick<Messages, N> {
  const picked: Partial<Pick<Messages, N>> = {};
  for (const ns of namespaces) {
    const value = messages[ns];
    if (value !== undefined) picked[ns] = value as Messages[N];
  }
  return picked as Pick<Messages, N>;
}

/**
 * What the default layout gives its client components: the shell's namespaces, and of the highlights
 * only the words the site search shows a clip with (its sport, its type, its spoiler-free title).
 */
export function defaultGroupMessages(messages: Messages) {
  const { spoiler, sports, types } = messages.highlights;
  return { ...pickNamespaces(messages, DEFAULT_GROUP_NAMESPACES), highlights: { spoiler, sports, types } };
}
