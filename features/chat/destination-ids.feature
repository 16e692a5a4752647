Feature: The destination platform ids the page knows
  Spec 1 §1: the destinations are named by the ids facebook, gam, google-ads-search,
  google_display, google-ads-pmax, tiktok, madhive, amazon_dsp, dv360, youtube-dv360, ttd,
  groundtruth and reddit. An account with every channel enabled is told so under those ids, and
  the page offers work on each of them (here: Google Display, the one the campaign form lacks).
  The cross-platform label names no destination an account enables: it is not checked here.

  @R1.1.01
  Scenario: every destination enabled comes under its id, and the prompt templates follow
    Given "Acme Media" has every destination enabled and none in an outage
    And Riley Planner is signed in
    Then the demo backend answered "GET /api/users/enabled-channels/acc-acme-media" with "enabledChannels.facebook, enabledChannels.gam, enabledChannels.google-ads-search, enabledChannels.google_display, enabledChannels.google-ads-pmax, enabledChannels.tiktok, enabledChannels.madhive, enabledChannels.amazon_dsp, enabledChannels.dv360, enabledChannels.youtube-dv360, enabledChannels.ttd, enabledChannels.groundtruth, enabledChannels.reddit"
    When they open the chat workspace
    Then the prompt templates include "Create the campaign on Google Display"
