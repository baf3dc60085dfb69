// Open sockets per client address, so one host cannot hold every connection the process can
// serve. Behind a reverse proxy every client shares the proxy's address: raise the cap there.
export class AddressSlots {
  private readonly open = new Map<string, number>();

  constructor(private readonly max: number) {}

  full(address: string): boolean {
    return (this.open.get(address) ?? 0) >= this.max;
  }

  add(address: string) {
    this.open.set(address, (this.open.get(address) ?? 0) + 1);
  }

  release(address: string) {
    const left = (this.open.get(address) ?? 1) - 1;
    if (left > 0) this.open.set(address, left);
    else this.open.delete(address);
  }
}
