import { toCsv } from './csv';

describe('CSV for Excel', () => {
  it('starts with a byte-order mark, quotes what needs it and ends lines with CRLF', () => {
    const csv = toCsv(
      ['Branch', 'Paid'],
      [
        ['ยูเซ็น สุขุมวิท', '1250.00'],
        ['Say "hi", then', 3],
      ],
    );
    expect(csv).toBe('\uFEFFBranch,Paid\r\nยูเซ็น สุขุมวิท,1250.00\r\n"Say ""hi"", then",3\r\n');
  });
});
