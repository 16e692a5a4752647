Feature: The destination ids
  Spec 3 §3 (and spec 2 §1): the destinations are named by the ids dv360, ttd, youtube-dv360,
  facebook, google-ads-search, google-ads-pmax, tiktok, madhive, amazon_dsp, gam, groundtruth and
  reddit; an account with every channel enabled is offered them all, by those ids, in that order.

  @R3.3.15
  Scenario: an account with every destination enabled is offered each of them by its id
    Given "Acme Media" has every destination enabled and none in an outage
    And Riley Planner is signed in
    When they open the campaign creation
    Then the creation form offers the destination ids "dv360, ttd, youtube-dv360, facebook, google-ads-search, google-ads-pmax, tiktok, madhive, amazon_dsp, gam, groundtruth, reddit"
