import fs from 'node:fs';
import path from 'node:path';

const frontends = ['mfe-client', 'mfe-public', 'mfe-scheduling', 'mfe-staff'];

/** The folders directly inside `dir` (none when it does not exist). */
function foldersIn(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/**
 * `import-x/no-restricted-paths` zones that keep STYLE.md's one-way imports in every frontend:
 * a feature imports no other feature (what two need moves down into shared code), and shared
 * code (everything under `src/` but `features/` and `exposes/`, which wire features together)
 * imports no feature. Features are read from the folders, so a new one is covered at once.
 */
export function featureBoundaryZones(repoRoot) {
  return frontends.flatMap((frontend) => {
    const src = `./${frontend}/src`;
    const features = foldersIn(path.join(repoRoot, frontend, 'src', 'features'));
    const shared = foldersIn(path.join(repoRoot, frontend, 'src')).filter(
      (folder) => folder !== 'features' && folder !== 'exposes',
    );
    return [
      ...features.map((feature) => ({
        target: `${src}/features/${feature}`,
        from: `${src}/features`,
        except: [`./${feature}`],
        message: 'A feature does not import another feature: move what both need into shared code.',
      })),
      ...shared.map((folder) => ({
        target: `${src}/${folder}`,
        from: `${src}/features`,
        message: 'Shared code does not import a feature: imports flow shared → features → app.',
      })),
    ];
  });
}
