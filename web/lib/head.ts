import { pageTitle } from './site';

/** A route's `head()` result: page title and meta description. */
export function pageHead(name: string | undefined, description: string) {
  return { meta: [{ title: pageTitle(name) }, { name: 'description', content: description }] };
}
