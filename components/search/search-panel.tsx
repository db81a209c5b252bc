'use client';

import { QueryProvider } from '@/components/app/query-provider';
import { SearchField, type SearchFieldProps } from './search-field';

/** The working search field with its query cache: loaded only once a visitor opens the search. */
export function SearchPanel(props: SearchFieldProps) {
  return (
    <QueryProvider>
      <SearchField {...props} />
    </QueryProvider>
  );
}
