/**
 * Where the browser goes to pay (SPEC 4 step 3): the channel's gateway with the order id, the
 * order name and the return URL (the page the buyer left, path and query, so they come back
 * to it). A relative gateway is resolved against this site.
 */
export function gatewayUrl(
  gateway: string,
  order: { orderId: string; orderName: string; returnUrl: string; language?: number },
  base: string,
): string {
  const url = new URL(gateway, base);
  url.searchParams.set('order_id', order.orderId);
  url.searchParams.set('order_name', order.orderName);
  url.searchParams.set('return_url', order.returnUrl);
  // The app's language, for the gateway's pages (this site's sandbox and error pages).
  if (order.language !== undefined) url.searchParams.set('language', String(order.language));
  return url.toString();
}

/** The current page as a return URL: path and query, no origin. */
export function currentReturnUrl(location: { pathname: string; search: string }): string {
  return `${location.pathname}${location.search}`;
}
