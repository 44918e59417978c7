import { browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
import { restrictStorageToExtension } from '../../storage/settings';
import { ensurePruneAlarm, onAlarm } from '../../worker/alarms';
import { onNotificationClicked } from '../../worker/batches/notify';
import { onCommand } from '../../worker/commands';
import { createMenus, onMenuClick, watchMenus } from '../../worker/menus';
import { reportUncaught } from '../../worker/report-errors';
import { routeMessage } from '../../worker/router';
import { startBatches } from '../../worker/ui-handlers';

export default defineBackground(() => {
  reportUncaught('background');
  void restrictStorageToExtension();
  void startBatches();
  void ensurePruneAlarm();

  browser.runtime.onInstalled.addListener(({ reason }) => {
    void createMenus();
    if (reason === 'install') void browser.runtime.openOptionsPage();
  });
  browser.contextMenus.onClicked.addListener((info, tab) => void onMenuClick(info, tab));
  watchMenus();
  browser.runtime.onMessage.addListener((message, sender) => routeMessage(message, sender));
  browser.alarms.onAlarm.addListener(onAlarm);
  browser.commands.onCommand.addListener(onCommand);
  browser.notifications.onClicked.addListener(onNotificationClicked);
});
