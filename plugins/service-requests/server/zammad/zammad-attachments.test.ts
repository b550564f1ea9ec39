import { HttpError } from '../../../../server/plugin-api';
import { ServiceRequestPaths } from '../../contract';
import { agent, connectedForEachTest, fileRequest } from './zammad-test-kit';

const running = connectedForEachTest();

interface SeenFile {
  id: string;
  fileName: string;
  size: number;
  scanStatus: string;
}
const agentFiles = async (number: string): Promise<SeenFile[]> => {
  const detail = (await running.connected.call('GET', ServiceRequestPaths.detail(number))).json() as {
    entries: { author: string; attachments: SeenFile[] }[];
  };
  return detail.entries.filter((entry) => entry.author === 'agent').flatMap((entry) => entry.attachments);
};
const base64 = (text: string) => Buffer.from(text).toString('base64');
const delivered = async (name: string) => {
  const number = await fileRequest(running.connected, name);
  await running.connected.desk.queue.run();
  const ticketNumber = running.zammad.state.tickets.find((t) => t.portal_reference === number)!.number;
  /** The agent's reply in Zammad with these files (name and text), then its webhook. */
  const replyWith = (text: string, files: [string, string, string][]) =>
    agent(running.zammad, {
      ticketNumber,
      text: `<p>${text}</p>`,
      attachments: files.map(([filename, content, type]) => ({ filename, data: base64(content), 'mime-type': type })),
    });
  return { number, ticketNumber, replyWith };
};

describe('files an agent attaches in Zammad', () => {
  it('come into the portal through the file storage (scanned before download), once, however often they are read', async () => {
    const { connected, zammad } = running;
    const { number, ticketNumber, replyWith } = await delivered('Printer jams');
    await replyWith('Here is the driver and the steps.', [
      ['steps.txt', '1. Open tray 2', 'text/plain'],
      ['driver.pdf', '%PDF-1.4 driver', 'application/pdf'],
    ]);

    const files = await agentFiles(number);
    expect(files.map(({ fileName, size, scanStatus }) => ({ fileName, size, scanStatus }))).toEqual([
      { fileName: 'steps.txt', size: 14, scanStatus: 'pending' },
      { fileName: 'driver.pdf', size: 15, scanStatus: 'pending' },
    ]);
    expect(zammad.state.calls.filter((call) => call.startsWith('GET /api/v1/ticket_attachment/'))).toHaveLength(2);
    const download = () => connected.call('GET', ServiceRequestPaths.attachment(number, files[0]!.id));
    expect((await download()).statusCode).toBe(409);
    connected.files.scan(files[0]!.id, 'clean');
    const served = await download();
    expect(served.statusCode).toBe(200);
    expect(served.body).toBe('1. Open tray 2');

    // The same webhook again, another agent change and a poll: no second copy, no second download.
    expect((await connected.webhook(zammad.state.webhooks.at(-1)!)).statusCode).toBeLessThan(300);
    await agent(zammad, { ticketNumber, state: 'open' });
    await connected.desk.sync.poll();
    expect(await agentFiles(number)).toHaveLength(2);
    expect(connected.files.files.size).toBe(2);
    expect(zammad.state.calls.filter((call) => call.startsWith('GET /api/v1/ticket_attachment/'))).toHaveLength(2);
  });

  it('leaves out a file the storage refuses and keeps the reply; a storage that is down keeps nothing and the files are read again', async () => {
    const { connected } = running;
    const { number, replyWith } = await delivered('VPN drops');
    connected.files.refuseNext = 'Files of type "exe" are not accepted.';
    await replyWith('Run this tool.', [['tool.exe', 'MZ', 'application/octet-stream']]);
    const detail = (await connected.call('GET', ServiceRequestPaths.detail(number))).json();
    expect(detail.entries.at(-1)).toMatchObject({ author: 'agent', text: 'Run this tool.', attachments: [] });
    expect(connected.files.files.size).toBe(0);

    // The storage is down while two files come in: the first one stored is removed again, the reply waits for the
    // next read-back, which takes both over once.
    const store = connected.files.store.bind(connected.files);
    jest
      .spyOn(connected.files, 'store')
      .mockImplementationOnce(store)
      .mockRejectedValueOnce(new HttpError(503, 'No virus scanner is reachable.'));
    await replyWith('The logs you asked for.', [
      ['vpn.log', 'timeout', 'text/plain'],
      ['client.log', 'retry', 'text/plain'],
    ]);
    expect(connected.files.files.size).toBe(0);
    expect((await connected.call('GET', ServiceRequestPaths.detail(number))).json().entries.at(-1).text).toBe(
      'Run this tool.',
    );
    await connected.desk.sync.poll();
    expect((await agentFiles(number)).map((file) => file.fileName)).toEqual(['vpn.log', 'client.log']);
    expect(connected.files.files.size).toBe(2);
  });
});
