/** A unit in a body's unit tree, as the management screens show it. Pure: components use it. */
export interface UnitNode {
  uid: string;
  label: string;
  categoryLabel: string;
  activeFrom: string;
  activeUntil: string;
  active: boolean;
  children: UnitNode[];
}
