'use client';

import { useTheme } from 'next-themes';
import { useTranslations } from 'next-intl';
import { COLOR_MODES, DEFAULT_COLOR_MODE, type ColorMode } from '@/components/app/color-mode';
import { Dropdown, DropdownItem } from '@/components/ui/dropdown';
import { Icon } from '@/components/ui/icon';
import type { IconName } from '@/components/ui/icon-names';
import { useHydrated } from '@/components/ui/use-hydrated';

const ICONS: Record<ColorMode, IconName> = { light: 'sun', dark: 'moon', pitch: 'land-plot', system: 'monitor' };

function asColorMode(value: string | undefined): ColorMode {
  return (COLOR_MODES as readonly string[]).includes(value ?? '') ? (value as ColorMode) : DEFAULT_COLOR_MODE;
}

/** Light / dark / pitch / system. The stored choice is only known in the browser, hence `hydrated`. */
export function ThemeSwitch() {
  const t = useTranslations('common.themeSwitch');
  const { theme, setTheme, forcedTheme } = useTheme();
  const hydrated = useHydrated();
  const current = hydrated ? asColorMode(theme) : DEFAULT_COLOR_MODE;
  const shown = ICONS[hydrated ? asColorMode(forcedTheme ?? theme) : DEFAULT_COLOR_MODE];

  return (
    <Dropdown label={t('current', { name: t(current) })} trigger={<Icon name={shown} />}>
      {(close) =>
        COLOR_MODES.map((mode) => {
          return (
            <DropdownItem
              key={mode}
              selected={mode === current}
              icon={<Icon name={ICONS[mode]} />}
              onSelect={() => {
                setTheme(mode);
                close();
              }}
            >
              {t(mode)}
            </DropdownItem>
          );
        })
      }
    </Dropdown>
  );
}
