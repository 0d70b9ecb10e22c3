import yazl from 'yazl';
import type { Config } from '../../core/config';
import { toCsv } from '../../http/csv';
import { route } from '../../http/route';
import { type Row, rosterFiles } from './oneroster-files';
import { onerosterRepo } from './oneroster.repo';
import { schoolName } from '../school/school-links';

export const onerosterRoutes = (config: Config) => [
  route({
    method: 'get',
    path: '/admin/export/oneroster',
    roles: ['admin'],
    handler: async ({ res }) => {
      const [years, terms, students, teachers, guardianLinks] = await Promise.all([
        onerosterRepo.years(),
        onerosterRepo.terms(),
        onerosterRepo.students(),
        onerosterRepo.teachers(),
        onerosterRepo.guardianLinks(),
      ]);
      const files = rosterFiles(
        await schoolName(config),
        { years, terms, students, teachers, guardianLinks },
        new Date().toISOString().slice(0, 10),
      );
      const zip = new yazl.ZipFile();
      for (const f of files) {
        // RFC 4180 with every cell quoted and formulas defused, like every CSV we send.
        zip.addBuffer(
          Buffer.from(
            toCsv(
              f.columns.map((c) => ({ header: c, value: (r: Row) => r[c] })),
              f.rows,
            ),
            'utf8',
          ),
          f.name,
        );
      }
      zip.end();
      res.setHeader('Content-Type', 'application/zip');
      res.setHeader('Content-Disposition', 'attachment; filename="oneroster.zip"');
      zip.outputStream.pipe(res);
      await new Promise((resolve) => res.once('close', resolve));
    },
  }),
];
