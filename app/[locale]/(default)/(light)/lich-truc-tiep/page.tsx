import type { Metadata } from 'next';
import { ScheduleRoute, scheduleMetadata } from './_schedule/schedule-route';
import type { ScheduleRequest } from './_schedule/schedule-context';

export function generateMetadata({ params }: ScheduleRequest): Promise<Metadata> {
  return scheduleMetadata({ params });
}

export default function LiveSchedulePage(props: ScheduleRequest) {
  return <ScheduleRoute {...props} />;
}
