import { defineBackground } from 'wxt/utils/define-background';
import { browser } from 'wxt/browser';
import { pruneCache } from '../../lib/cache';
import { routeMessage } from '../../lib/router';
import { restrictStorageToExtension } from '../../lib/storage';

export default defineBackground(() => {
  void restrictStorageToExtension();

  browser.runtime.onInstalled.addListener(({ reason }) => {
    if (reason === 'install') void browser.runtime.openOptionsPage();
  });

  browser.runtime.onMessage.addListener((message, sender) => routeMessage(message, sender));

  void browser.alarms.get('prune-cache').then((alarm) => {
    if (!alarm) void browser.alarms.create('prune-cache', { periodInMinutes: 360 });
  });
  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === 'prune-cache') void pruneCache();
  });
});
