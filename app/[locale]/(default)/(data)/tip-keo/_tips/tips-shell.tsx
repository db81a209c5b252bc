import type { ReactNode } from 'react';
import { Lightbulb } from 'lucide-react';
import { SectionShell } from '@/components/page-kit/section-shell';
import { TipsNav } from '@/components/tips/tips-nav';

/** Every tip page: the section's frame with its mark and tabs. */
export function TipsShell({ title, intro, subnav, children }: { title: string; intro?: string; subnav?: ReactNode; children: ReactNode }) {
  return (
    <SectionShell icon={Lightbulb} title={title} intro={intro} nav={<TipsNav />} subnav={subnav}>
      {children}
    </SectionShell>
  );
}
