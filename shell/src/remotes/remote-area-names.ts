/** How the "unavailable" fallback names each remote's part of the site. */
const areaNames: Record<string, string> = {
  mfe_public: 'The programs part of the site',
  mfe_staff: 'The staff part of the site',
  mfe_scheduling: 'The scheduling part of the site',
  mfe_client: 'Your account area',
};

export function areaNameOf(remoteName: string): string {
  return areaNames[remoteName] ?? 'This part of the site';
}
