import { createElement } from 'react';
import {
  BookOpen, CalendarDays, ChartColumn, Cherry, Circle, CircleDot, CirclePlay, Clapperboard, Dice5, Film, Flame,
  Gamepad2, Gift, Goal, House, Info, LandPlot, type LucideIcon, Menu, MessageCircle, Music, Newspaper, Radio,
  Spade, Star, Swords, Target, Trophy, Tv, Users, Volleyball, Zap,
} from 'lucide-react';
import { liveModeById } from '@/lib/domain/live-modes';

// Icon names the menu rows may carry (lucide names). Listed, not looked up dynamically, so only
// these icons are bundled.
const ICONS: Record<string, LucideIcon> = {
  'book-open': BookOpen,
  calendar: CalendarDays,
  'calendar-days': CalendarDays,
  chart: ChartColumn,
  'chart-column': ChartColumn,
  cherry: Cherry,
  circle: Circle,
  'circle-dot': CircleDot,
  'circle-play': CirclePlay,
  clapperboard: Clapperboard,
  'dice-5': Dice5,
  film: Film,
  flame: Flame,
  'gamepad-2': Gamepad2,
  gift: Gift,
  goal: Goal,
  house: House,
  home: House,
  info: Info,
  'land-plot': LandPlot,
  menu: Menu,
  'message-circle': MessageCircle,
  music: Music,
  newspaper: Newspaper,
  radio: Radio,
  spade: Spade,
  star: Star,
  target: Target,
  swords: Swords,
  trophy: Trophy,
  tv: Tv,
  users: Users,
  volleyball: Volleyball,
  zap: Zap,
};

/** The icon of a menu entry: its own icon name, else its live mode's icon, else none. */
export function iconFor(icon: string | null, liveModeId: number | null): LucideIcon | null {
  const name = icon ?? (liveModeId !== null ? liveModeById(liveModeId)?.icon : undefined);
  return name ? (ICONS[name] ?? null) : null;
}

export function MenuIcon({ icon, liveModeId, className }: { icon: string | null; liveModeId: number | null; className?: string }) {
  const Icon = iconFor(icon, liveModeId);
  // A lookup in a static table, not a component made during render.
  return Icon ? createElement(Icon, { 'aria-hidden': true, className }) : null;
}
