// Branches grouped by province, in the order they come, keyed by province code so a language switch
// keeps the same groups (the home page's sections, the booking's branch list).
interface HasProvince {
  province: string;
  province_code: string;
}

export function branchesByProvince<B extends HasProvince>(branches: readonly B[]) {
  const groups = new Map<string, { code: string; name: string; branches: B[] }>();
  for (const branch of branches) {
    const group = groups.get(branch.province_code) ?? {
      code: branch.province_code,
      name: branch.province,
      branches: [],
    };
    group.branches.push(branch);
    groups.set(branch.province_code, group);
  }
  return [...groups.values()];
}
