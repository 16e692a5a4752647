Feature: An assistant that converses
  Issue 32: typed messages are answered as a real assistant would. Work asked for on nothing asks
  for what it needs; questions are answered from the demo's own data; typed changes go the Edit
  button's way; social messages get short answers in the user's language; a typo gets one
  clarifying question instead of a guess.

  Background:
    Given Riley Planner is signed in

  Scenario: Work asked for on nothing asks for what it needs, and claims nothing
    When they send "can you read my IO?"
    Then Sidekick says "Attach the insertion order (PDF) and I’ll read and check it — or shall I use the demo’s sample IO?"
    When they send "can you launch on Reddit?"
    Then Sidekick says "To launch on Reddit I need the campaign: attach the insertion order (PDF) and I’ll read it, then build the launch configuration — or shall I read the demo’s sample IO first?"
    When they send "can you process the creatives?"
    Then Sidekick says "Attach the creatives (images, videos or a ZIP) and I’ll check their sizes, durations and landing pages."
    And the chat shows 0 results

  Scenario: Questions about the product and the account are answered as questions
    When they send "what can you do?"
    Then Sidekick's latest answer begins with "I can:"
    When they send "how does this work?"
    Then Sidekick's latest answer begins with "It works in steps: attach the insertion order (PDF)"
    When they send "what's the status of my campaigns?"
    Then Sidekick's latest answer begins with "Acme Media has 12 campaigns: 2 draft (Northwind Holiday Push DV360, Wingtip Clearance GAM)"
    When they send "how are my campaigns?"
    Then Sidekick's latest answer begins with "Acme Media has 12 campaigns: 2 draft"
    When they send "define CPM"
    Then Sidekick says "CPM is the cost per thousand impressions: budget ÷ impressions × 1,000. A $10 CPM buys 100,000 impressions for $1,000."
    When they send "pause my campaign"
    Then Sidekick's latest answer says "no campaign in this chat"
    When they send "who are you?"
    Then Sidekick's latest answer begins with "I’m Sidekick, the campaign operations assistant"

  Scenario: Questions about the chat's insertion order are answered from it, not turned into work
    When they send "can you read my IO?"
    And they send "yes"
    Then a new result appears
    When they send "which line items are on DV360?"
    Then Sidekick's latest answer begins with "1 line item is on DV360:"
    And Sidekick's latest answer says "Spring Trail - Programmatic Display, $35,000 at $5 CPM"
    When they send "what is the total budget?"
    Then Sidekick's latest answer begins with "The total budget is $180,000."
    And the chat shows 1 results
    When they send "who are you?"
    Then Sidekick's latest answer begins with "I’m Sidekick, the campaign operations assistant"

  Scenario: "Fix it" goes the Edit button's way, and the Edit button understands a date said in words
    When they send "can you read my IO?"
    And they send "yes"
    Then a new result appears
    When they send "fix it"
    Then Sidekick says "Updating the campaign details…"
    And a new result appears
    And Sidekick's latest answer says "I found nothing I could fix on my own."
    When they edit the campaign details with "change the end date to August 31"
    Then a new result appears
    And the campaign details show "2027-08-31"

  Scenario: A question after a pasted brief of 4,000 characters is answered, not read as an insertion order
    When they send a brief of 4000 characters ending with "What budget would you recommend for TikTok?"
    Then Sidekick says "TikTok’s benchmark CPM is $10: $1,000 buys about 100,000 impressions there."

  Scenario: Performance asked for before any campaign exists says what is missing
    When they send "show me last week's performance"
    Then Sidekick's latest answer says "no campaign in this chat"
    And the chat shows 0 results

  @browser
  Scenario: A question about platform support is answered from the catalogue and the account's channels
    When they send "do you support Amazon DSP?"
    Then Sidekick says "Amazon DSP is supported but not enabled for Acme Media — an admin can enable it in the admin settings."
    When they send "do you support Snapchat?"
    Then Sidekick's latest answer begins with "Snapchat isn’t a platform I can launch on."

  Scenario: Budget and CPM questions are answered from the reports' benchmarks, in the user's language
    When they send "how many impressions does $10,000 buy on TikTok?"
    Then Sidekick says "At TikTok’s benchmark CPM of $10, $10,000 buys about 1,000,000 impressions."
    When they send "¿cuánto cuestan 500.000 impresiones en Facebook?"
    Then Sidekick says "500.000 impresiones en Facebook cuestan unos 4500 $ con su CPM de referencia de 9 $."
    When they send "qu’est-ce que le CPM ?"
    Then Sidekick says "Le CPM est le coût pour mille impressions : budget ÷ impressions × 1 000. Un CPM de 10 $ achète 100 000 impressions pour 1 000 $."

  Scenario: Social messages get short answers that point back to the work
    When they send "thanks!"
    Then Sidekick says "You’re welcome! Tell me when you want the next step."
    When they send "cancel that"
    Then Sidekick says "OK, I’ve dropped that. Nothing more will be done on it; tell me what you’d like instead."
    When they send "what's the weather?"
    Then Sidekick says "That’s outside what I can help with: I work on your campaigns — insertion orders, creatives, launches and reports. What would you like to do with them?"
    When they send "summarise this chat"
    Then Sidekick says "Nothing has been done in this chat yet: attach an insertion order to start."

  @browser
  Scenario: A greeting in Spanish is answered in Spanish
    When they send "¡Hola!"
    Then Sidekick says "¡Hola! Adjunta una orden de inserción, un plan de medios o creatividades y me pongo a ello, o pregúntame qué puedo hacer."

  Scenario: A question in French is answered in French
    When they send "Bonjour, que peux-tu faire ?"
    Then Sidekick's latest answer begins with "Je sais :"

  @browser
  Scenario: A typed change goes the Edit button's way
    Given they attached "io-northwind-spring-trail.pdf"
    And they sent "Process this insertion order"
    And the assistant has finished
    When they send "change the end date to June 30"
    Then Sidekick says "Updating the campaign details…"
    And a new result appears

  Scenario: A change typed in Spanish, with a date said in words, goes the Edit button's way and is acknowledged in Spanish
    Given they attached "io-northwind-spring-trail.pdf"
    And they sent "Process this insertion order"
    And the assistant has finished
    When they send "cambia la fecha de fin al 30 de junio"
    Then Sidekick says "Actualizando los detalles de la campaña…"
    And a new result appears
    And the campaign details show "2027-06-30"
    When they send "change the end date to end of next month"
    Then Sidekick says "Updating the campaign details…"
    And a new result appears
    And Sidekick's latest answer says "Done: 1 change applied."

  Scenario: "Fix the issues" asks which of the total and the line items to keep, and a yes is no answer
    When they send "can you read my IO?"
    And they send "yes"
    Then a new result appears
    When they send "change the total budget to 200000"
    Then a new result appears
    When they send "fix the issues"
    Then a new result appears
    And Sidekick's latest answer says "Not fixed: Line item budgets add up to $180,000, but the total budget is $200,000 (difference $20,000)."
    And Sidekick's latest answer says "The total ($200,000) and the line items ($180,000) disagree: keep the total or the line items?"
    When they send "yes"
    Then Sidekick says "Which should I keep: the total ($200,000) or the line items ($180,000)?"
    When they send "keep the total"
    Then a new result appears
    And Sidekick's latest answer says "Done: 5 changes applied. Validation now passes."

  Scenario: A fix asked for in French is answered in French, and "les lignes" keeps the line items
    When they send "can you read my IO?"
    And they send "yes"
    Then a new result appears
    When they send "change the total budget to 200000"
    Then a new result appears
    When they send "corrige les erreurs"
    Then a new result appears
    And Sidekick's latest answer says "Le total (200 000 $) et les lignes (180 000 $) ne concordent pas : je garde le total ou les lignes ?"
    When they send "les lignes"
    Then a new result appears
    And Sidekick's latest answer says "C’est fait : 1 modification appliquée. La validation passe maintenant."

  Scenario: "Fix the issues" keeps what only an admin can fix and says so
    Given Alex Admin is signed in
    And they open the admin dashboard on "Channel Config"
    And they remove "TikTok Ads — main seat" from "Acme Media"
    And Riley Planner is signed in
    When they send "can you read my IO?"
    And they send "yes"
    Then a new result appears
    When they send "fix the issues"
    Then a new result appears
    And Sidekick's latest answer says "Not fixed: Line item 2 (Spring Trail - In-Feed Video) runs on TikTok, which is not enabled for this account."
    And Sidekick's latest answer says "I can’t enable channels: an admin must enable TikTok for Acme Media (line item 2 runs on it)."

  Scenario: A yes accepts the sample IO the assistant offered; a no gets a short answer
    When they send "can you read my IO?"
    And they send "no"
    Then Sidekick says "OK, I’ll leave it there. Attach a file or tell me what you’d like to do next."
    When they send "read my insertion order"
    And they send "yes"
    Then a new result appears
    And the campaign details show "Northwind Outdoor Co."

  Scenario: A typo is asked back, not guessed
    Given they attached "io-northwind-spring-trail.pdf"
    And they sent "Process this insertion order"
    And the assistant has finished
    When they send "lauch it on tiktok"
    Then Sidekick says "Did you mean “launch it on tiktok”?"
    When they send "yes"
    Then Sidekick says "Creating the campaign on TikTok…"

  Scenario: "Launch it", a QA and a recap look back past the creatives to the IO and the campaign
    Given they attached "io-northwind-spring-trail.pdf"
    And they sent "Process this insertion order"
    And the assistant has finished
    And they attached "creatives-spring-trail.zip"
    And they sent "Check these creatives"
    And the assistant has finished
    When they send "launch it on tiktok"
    Then Sidekick says "Creating the campaign on TikTok…"
    Given the assistant has finished
    And they attached "creatives-spring-trail.zip"
    And they sent "Check these creatives"
    And the assistant has finished
    When they send "QA the campaign"
    Then Sidekick says "Running QA on your campaign…"
    Given the assistant has finished
    Then Sidekick's latest answer says "QA complete. Here is the comparison of the plan with the live campaign"
    And the QA plans "Campaign name" as "Spring Trail Launch 2027"
    And the QA plans "Budget" as "$40,000"
    And the QA plans "Flight end" as "Mar 28, 2027"
    When they send "summarise this chat"
    Then Sidekick's latest answer begins with "So far in this chat:"
    And Sidekick's latest answer says "on TikTok: created, paused"

  Scenario: An insertion order asked for in French is read and answered in French
    When they send "peux-tu lire mon ordre d’insertion ?"
    Then Sidekick says "Joignez l’ordre d’insertion (PDF) et je le lirai et le vérifierai — ou dois-je prendre l’ordre d’insertion d’exemple de la démo ?"
    When they send "oui"
    Then Sidekick says "Je lis votre ordre d’insertion…"
    And a new result appears
    And Sidekick's latest answer says "J’ai lu votre ordre d’insertion. Voici les détails de la campagne :"
    And the campaign details show "Northwind Outdoor Co."

  Scenario: A launch asked for in Spanish on nothing offers the sample IO, then launches and answers in Spanish
    When they send "lanza la campaña en TikTok"
    Then Sidekick says "Para lanzar en TikTok necesito la campaña: adjunta la orden de inserción (PDF), la leeré y prepararé la configuración de lanzamiento, ¿o leo primero la orden de inserción de ejemplo de la demo?"
    When they send "sí"
    Then a new result appears
    And Sidekick's latest answer says "He leído tu orden de inserción. Estos son los detalles de la campaña:"
    When they send "lanza la campaña en TikTok"
    Then Sidekick says "Creando la campaña en TikTok…"
    And a new result appears
    And Sidekick's latest answer says "Campaña creada. Estos son los detalles:"
    And the result shows "40,000"

  Scenario: A launch takes the IO's own line for the platform
    When they send "can you read my IO?"
    And they send "yes"
    Then a new result appears
    When they send "launch it on tiktok"
    Then Sidekick says "Creating the campaign on TikTok…"
    And a new result appears
    And the result shows "40,000"
    And the result shows "2027-03-28"

  Scenario: The chat's campaign is known to be paused, and its performance is reported
    Given they attached "io-northwind-spring-trail.pdf"
    And they sent "Process this insertion order"
    And the assistant has finished
    And they sent "Create the campaign on TikTok"
    And the assistant has finished
    When they send "pause it"
    Then Sidekick's latest answer says "is already paused on TikTok: it was created paused, so it isn’t spending."
    When they send "how's it performing?"
    Then Sidekick says "Pulling the impression report from TikTok…"
    Given the assistant has finished
    When they send "show me last week's performance"
    Then Sidekick's latest answer says "Pulling the impression report from TikTok…"
