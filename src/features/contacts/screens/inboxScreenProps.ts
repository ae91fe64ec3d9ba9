/** The props both inbox screens take (the general messages' and the website forms' enquiries). */
export interface InboxScreenProps<UrlState> {
  /** The list's search, filters and page, from the URL. @default {} */
  params?: UrlState;
  /** Called with the next URL state when the search, a filter or the page changes. */
  onParamsChange?: (next: UrlState) => void;
  /** Rows per page. @default 20 */
  pageSize?: number;
  /** IANA time zone of the dates; the viewer's own when omitted (stories fix one). */
  timeZone?: string;
  /** A message to open once it is listed (`?view=<id>` from the command palette). */
  viewId?: number;
  /** Called once `viewId`'s modal has opened (the route then drops `view` from the address). */
  onViewOpened?: () => void;
}
