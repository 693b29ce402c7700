import { auditChanges } from './audit-changes';

describe('an audit row before and after, readably', () => {
  it('lists the fields that changed and those recorded only after, not the empty ones', () => {
    expect(
      auditChanges(
        '{"state":"paid"}',
        '{"state":"cancelled","refund":{"via":"wallet","satang":75000},"reason":null}',
      ),
    ).toEqual([
      { field: 'state', from: 'paid', to: 'cancelled' },
      { field: 'refund', from: null, to: '{"via":"wallet","satang":75000}' },
    ]);
  });

  it('leaves out what stayed the same, and reads rows without a before or after', () => {
    expect(auditChanges('{"status":"contacted"}', '{"status":"contacted","note":"Called"}')).toEqual([
      { field: 'note', from: null, to: 'Called' },
    ]);
    expect(auditChanges(null, null)).toEqual([]);
    expect(auditChanges(null, '"done"')).toEqual([{ field: 'value', from: null, to: 'done' }]);
  });
});
