'use client';

import { useTranslations } from 'next-intl';
import { COLOR_MODES, DEFAULT_COLOR_MODE, type ColorMode } from '@/components/app/color-mode';
import { useColorMode } from '@/components/app/color-mode-provider';
import { Dropdown, DropdownItem } from '@/components/ui/dropdown';
import { Icon } from '@/components/ui/icon';
import type { IconName } from '@/components/ui/icon-names';
import { useHydrated } from '@/components/ui/use-hydrated';

const ICONS: Record<ColorMode, IconName> = { light: 'sun', dark: 'moon', pitch: 'land-plot', system: 'monitor' };

/** Light / dark / pitch / system. The stored choice is only known in the browser, hence `hydrated`. */
export function ThemeSwitch() {
  const t = useTranslations('common.themeSwitch');
  const { mode, setMode, forcedTheme } = useColorMode();
  const hydrated = useHydrated();
  const current = hydrated ? mode : DEFAULT_COLOR_MODE;
  const shown = ICONS[hydrated ? (forcedTheme ?? mode) : DEFAULT_COLOR_MODE];

  return (
    <Dropdown label={t('current', { name: t(current) })} trigger={<Icon name={shown} />}>
      {(close) =>
        COLOR_MODES.map((option) => {
          return (
            <DropdownItem
              key={option}
              selected={option === current}
              icon={<Icon name={ICONS[option]} />}
              onSelect={() => {
                setMode(option);
                close();
              }}
            >
              {t(option)}
            </DropdownItem>
          );
        })
      }
    </Dropdown>
  );
}
