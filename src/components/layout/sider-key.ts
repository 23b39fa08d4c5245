/** Where the admin's sider choice is kept; read by the shell (sider-state.ts) and by src/boot.ts. */
export const SIDER_COLLAPSED_KEY = 'kar.sider.collapsed';
