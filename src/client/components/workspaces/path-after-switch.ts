/**
 * Where the page goes once the session acts in another workspace: a page about one thing of the
 * workspace left behind (a template in the editor) goes to its list; every other page stays and
 * shows the new workspace's things.
 */
export function pathAfterSwitch(pathname: string): string | null {
  return /^\/profile\/templates\/(new|edit\/[^/]+)\/?$/.test(pathname)
    ? '/profile/templates'
    : null;
}
