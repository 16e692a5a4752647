@campaigns @browser @browser-only
Feature: The campaign screens' headings, buttons, links and notices
  Spec 2 §2.3 to §2.6: copy that only the page draws (no view model holds it), read in Chromium in
  one sitting: the creation page, the campaigns list, the folders' counts, and a campaign page with
  its header, its assets, its files, and its load error.

  @R2.2.3.01 @R2.2.3.08 @R2.2.5.03 @R2.2.5.04 @R2.2.4.04 @R2.2.6.01 @R2.2.6.02 @R2.2.6.09 @R2.7.23 @R2.2.6.07
  Scenario: Riley reads the creation page, the campaigns list, the folders and a campaign page
    Given Riley Planner is signed in
    When they open the campaign creation
    Then the page is headed "Create New Campaign"
    And the page offers the button "Create Campaign"
    When they open the campaigns
    Then the page has a search box "Search campaigns..."
    And the link "New Campaign" leads to "/campaign/new"
    When they open the folders
    Then the link "0 campaigns in Archive" leads to "/campaigns?folderId=fld-acme-media-4"
    Given the demo backend answers the next "GET /api/v2/campaigns/*" with:
      """
      {
        "id": "cmp-acme-media-7", "name": "Answered Campaign", "status": "live", "destination": "tiktok",
        "folder_name": "Q4 Holiday", "advertiser_id": "4711",
        "files": [
          { "id": "f-io", "original_name": "io.pdf", "file_size": 1536 },
          { "id": "f-lt", "original_name": "launch-template.json", "file_size": 2097152 }
        ]
      }
      """
    And the demo backend answers the next "GET /api/v2/campaigns/*/files/*/download" with:
      """
      { "publicUrl": "https://storage.example.com/signed/io.pdf" }
      """
    When they open the seeded campaign for "tiktok"
    Then the page is headed "Answered Campaign"
    And the campaign status reads "Live"
    And the campaign page says "Destination: TIKTOK"
    And the campaign page says "Folder: Q4 Holiday"
    And the campaign page says "Advertiser: 4711"
    And the campaign page says "2 asset(s) attached: io.pdf, launch-template.json"
    And the campaign's files read "io.pdf 1.5 KB Download, launch-template.json 2 MB Download"
    When they download the file "io.pdf"
    Then the download opened "https://storage.example.com/signed/io.pdf"
    Given the demo backend refuses the next "GET /api/v2/campaigns/*" without a reason
    When they open the seeded campaign for "dv360"
    Then the campaign page says "Failed to load campaign details"
    And the page offers the button "Retry"
    And the link "Back to Campaigns" leads to "/campaigns"
