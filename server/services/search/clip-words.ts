import { HIGHLIGHT_TYPES, type HighlightCategory, type HighlightType } from '@/lib/domain/highlights';
import en from '@/messages/en/highlights.json';
import vi from '@/messages/vi/highlights.json';
import zh from '@/messages/zh/highlights.json';

/**
 * The names of a clip's sport and type in every language, as the highlights pages show them, so
 * "bàn thắng", "goals" or "進球" find goal clips whatever language the visitor types in.
 */
export function clipSectionWords(category: HighlightCategory, type: HighlightType): string[] {
  const typeKey = HIGHLIGHT_TYPES.find((t) => t.slug === type)?.key;
  return [vi, en, zh].flatMap((names) => [names.sports[category], typeKey ? names.types[typeKey] : '']);
}
