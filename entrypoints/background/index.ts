import { browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
import { POLL_ALARM, pollAll, pruneJobs } from '../../worker/batches/jobs';
import { pruneCache } from '../../worker/verify/cache';
import { createMenus, onMenuClick } from '../../worker/menus';
import { reportUncaught } from '../../worker/report-errors';
import { routeMessage, startBatches } from '../../worker/router';
import { getSettings, restrictStorageToExtension } from '../../storage/settings';

const PRUNE_ALARM = 'prune';

export default defineBackground(() => {
  reportUncaught('background');
  void restrictStorageToExtension();
  void startBatches();

  browser.runtime.onInstalled.addListener(({ reason }) => {
    void createMenus();
    if (reason === 'install') void browser.runtime.openOptionsPage();
  });
  browser.contextMenus.onClicked.addListener((info, tab) => void onMenuClick(info, tab));

  browser.runtime.onMessage.addListener((message, sender) => routeMessage(message, sender));

  void browser.alarms.get(PRUNE_ALARM).then((alarm) => {
    if (!alarm) void browser.alarms.create(PRUNE_ALARM, { periodInMinutes: 360 });
  });
  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === POLL_ALARM) void pollAll();
    if (alarm.name === PRUNE_ALARM) {
      void pruneCache();
      void getSettings().then((s) => pruneJobs(s.batchRetentionDays));
    }
  });

  browser.notifications.onClicked.addListener((id) => {
    if (id.startsWith('batch:'))
      void browser.tabs.create({ url: browser.runtime.getURL(`/popup.html?job=${id.slice(6)}`) });
  });
});
