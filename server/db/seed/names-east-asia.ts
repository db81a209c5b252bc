import type { Faker } from '@faker-js/faker';

interface NamePool {
  family: readonly string[];
  given: readonly string[];
  /** Japanese names are written given name first in Latin script; Korean and Chinese family first. */
  familyFirst: boolean;
}

// Faker writes these names in their own scripts; the site shows them romanised, as the press does.
const POOLS: Record<string, NamePool> = {
  Japan: {
    family: ['Sato', 'Suzuki', 'Takahashi', 'Tanaka', 'Watanabe', 'Ito', 'Yamamoto', 'Nakamura', 'Kobayashi', 'Kato', 'Yoshida', 'Yamada', 'Sasaki', 'Yamaguchi', 'Matsumoto', 'Inoue', 'Kimura', 'Hayashi', 'Shimizu', 'Mori', 'Ikeda', 'Hashimoto', 'Ishikawa', 'Ogawa', 'Endo', 'Fujita', 'Okada', 'Miura', 'Kubo', 'Nagatomo'],
    given: ['Takumi', 'Kaoru', 'Daichi', 'Ritsu', 'Wataru', 'Hiroki', 'Yuto', 'Shoma', 'Kyogo', 'Ao', 'Junya', 'Keito', 'Daizen', 'Reo', 'Ayase', 'Koki', 'Sota', 'Yuki', 'Genki', 'Shuto', 'Takefusa', 'Kento', 'Riku', 'Haruya', 'Kosei', 'Ryota', 'Tatsuya', 'Hidemasa', 'Yasuto', 'Naoki'],
    familyFirst: false,
  },
  'South Korea': {
    family: ['Kim', 'Lee', 'Park', 'Choi', 'Jung', 'Kang', 'Cho', 'Yoon', 'Jang', 'Lim', 'Han', 'Oh', 'Seo', 'Shin', 'Kwon', 'Hwang', 'Ahn', 'Song', 'Hong', 'Jeon'],
    given: ['Min-jae', 'Heung-min', 'Kang-in', 'Hee-chan', 'Gue-sung', 'Jae-sung', 'Seung-ho', 'Woo-yeong', 'Young-gwon', 'Tae-hwan', 'Jin-su', 'Seung-gyu', 'Hyun-woo', 'Chang-hoon', 'Ui-jo', 'Dong-jun', 'Jun-ho', 'Sang-ho', 'Yu-min', 'Ji-sung'],
    familyFirst: true,
  },
  China: {
    family: ['Wang', 'Li', 'Zhang', 'Liu', 'Chen', 'Yang', 'Zhao', 'Huang', 'Zhou', 'Wu', 'Xu', 'Sun', 'Hu', 'Zhu', 'Gao', 'Lin', 'He', 'Guo', 'Ma', 'Luo'],
    given: ['Lei', 'Wei', 'Hao', 'Yang', 'Jun', 'Peng', 'Yuning', 'Xizhe', 'Shenglong', 'Dalei', 'Linpeng', 'Zhiyi', 'Tianyi', 'Shangyuan', 'Binbin', 'Yuhao', 'Chenjie', 'Guangtai', 'Jiabao', 'Xiaoting'],
    familyFirst: true,
  },
};

/** A romanised name for a nationality with a pool here, or undefined for faker to handle. */
export function eastAsianName(f: Faker, nationality: string): string | undefined {
  const pool = POOLS[nationality];
  if (!pool) return undefined;
  const family = f.helpers.arrayElement(pool.family);
  const given = f.helpers.arrayElement(pool.given);
  return pool.familyFirst ? `${family} ${given}` : `${given} ${family}`;
}
