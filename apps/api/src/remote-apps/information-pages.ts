import type { Article } from './localized';

/**
 * The information pages of spec 01 §2 "Information" the sandbox serves, by route. Texts are
 * written for the demo operator Orbit Bet; the rules have their own table (rules.ts).
 */
export const INFORMATION_PAGES: Record<string, Article> = {
  contacts: {
    title: { en: 'Contacts', ru: 'Контакты' },
    text: {
      en: 'Our support team answers around the clock, every day of the year.\n\nE-mail: support@orbit-bet.example. Phone: +7 800 000-00-00 (free within the country).\n\nFor questions about payments write to payments@orbit-bet.example and give your account number.',
      ru: 'Служба поддержки отвечает круглосуточно, без выходных.\n\nЭлектронная почта: support@orbit-bet.example. Телефон: +7 800 000-00-00 (звонок по стране бесплатный).\n\nПо вопросам платежей пишите на payments@orbit-bet.example и указывайте номер счёта.',
    },
  },
  about: {
    title: { en: 'About us', ru: 'О компании' },
    text: {
      en: 'Orbit Bet is a licensed bookmaker offering sports betting before and during events, casino games and lotteries.\n\nWe accept bets only from adults and we take responsible gaming seriously: every player can set deposit, loss and session limits.',
      ru: 'Orbit Bet — лицензированная букмекерская компания: ставки на спорт до начала и во время событий, казино и лотереи.\n\nМы принимаем ставки только от совершеннолетних и серьёзно относимся к ответственной игре: каждый игрок может установить лимиты депозитов, проигрышей и длительности сессии.',
    },
  },
  howbet: {
    title: { en: 'How to bet', ru: 'Как сделать ставку' },
    text: {
      en: 'Choose an event in the line or in live and click a coefficient: the bet goes to the coupon.\n\nIn the coupon enter the stake and press "Place a bet". A single bet wins when its outcome wins; an accumulator wins when every outcome in it wins.\n\nYou can follow your bets in the bet history of your personal office.',
      ru: 'Выберите событие в линии или лайве и нажмите на коэффициент — ставка попадёт в купон.\n\nВ купоне введите сумму и нажмите «Сделать ставку». Ординар выигрывает, если сыграл исход; экспресс — если сыграли все исходы.\n\nСледить за ставками можно в истории ставок личного кабинета.',
    },
  },
  payment: {
    title: { en: 'Payment methods', ru: 'Способы оплаты' },
    text: {
      en: 'Deposits are credited instantly by bank card, e-wallet or bank transfer. The minimum deposit is 100 RUB.\n\nWithdrawals go to the method the deposit came from and take from 15 minutes to 3 banking days. We charge no fee; your bank may.',
      ru: 'Пополнение зачисляется мгновенно: банковская карта, электронный кошелёк или банковский перевод. Минимальный депозит — 100 RUB.\n\nВыплаты идут тем же способом, которым был сделан депозит, и занимают от 15 минут до 3 банковских дней. Мы не берём комиссию; её может взять ваш банк.',
    },
  },
  cookies: {
    title: { en: 'Cookie policy', ru: 'Политика использования cookie' },
    text: {
      en: 'We use necessary cookies to keep you signed in and to remember your language. Analytics cookies are set only with your consent.\n\nYou can change your choice at any time in the cookie settings at the bottom of the page.',
      ru: 'Мы используем необходимые cookie, чтобы вы оставались в системе и сайт помнил ваш язык. Аналитические cookie ставятся только с вашего согласия.\n\nИзменить выбор можно в любой момент в настройках cookie внизу страницы.',
    },
  },
  licenses: {
    title: { en: 'Licences', ru: 'Лицензии' },
    text: {
      en: 'Orbit Bet operates under gambling licence No. 0000-DEMO issued by the gaming regulator.\n\nThe licence covers sports betting, casino games and lotteries in the territories where the site is available.',
      ru: 'Orbit Bet работает по лицензии на организацию азартных игр № 0000-DEMO, выданной регулятором.\n\nЛицензия распространяется на ставки на спорт, казино и лотереи на территориях, где доступен сайт.',
    },
  },
  taxation: {
    title: { en: 'Taxation', ru: 'Налогообложение' },
    text: {
      en: 'Winnings may be subject to income tax under the law of your country of residence.\n\nWhere the law requires it, we withhold the tax from the winnings and show it in the bet history.',
      ru: 'Выигрыши могут облагаться налогом на доходы по законодательству страны вашего проживания.\n\nКогда этого требует закон, мы удерживаем налог с выигрыша и показываем его в истории ставок.',
    },
  },
  responsiblegaming: {
    title: { en: 'Responsible gaming', ru: 'Ответственная игра' },
    text: {
      en: 'Betting is entertainment, not a way to earn money. Set yourself limits before you play.\n\nIn the personal office you can set deposit, loss and session limits, turn on reality-check reminders or exclude yourself for a chosen period.',
      ru: 'Ставки — развлечение, а не способ заработка. Установите себе лимиты до начала игры.\n\nВ личном кабинете можно установить лимиты депозитов, проигрышей и длительности сессии, включить напоминания о времени игры или исключить себя из игры на выбранный срок.',
    },
  },
  amlpolicy: {
    title: { en: 'Anti-money-laundering policy', ru: 'Политика противодействия отмыванию денег' },
    text: {
      en: 'We follow the laws against money laundering and the financing of terrorism.\n\nWe check the source of funds for large deposits and may hold a withdrawal until the check is complete. Suspicious operations are reported to the authorities.',
      ru: 'Мы соблюдаем законодательство о противодействии отмыванию доходов и финансированию терроризма.\n\nМы проверяем источник средств при крупных пополнениях и можем задержать выплату до окончания проверки. О подозрительных операциях сообщаем в уполномоченные органы.',
    },
  },
  kycpolicy: {
    title: { en: 'Know-your-customer policy', ru: 'Политика идентификации клиентов' },
    text: {
      en: 'Before the first withdrawal we confirm your identity: a photo of your passport and, on request, a proof of address.\n\nYour documents are stored encrypted and used only for the check.',
      ru: 'Перед первой выплатой мы подтверждаем вашу личность: фото паспорта и, по запросу, подтверждение адреса.\n\nДокументы хранятся в зашифрованном виде и используются только для проверки.',
    },
  },
  disputeresolution: {
    title: { en: 'Dispute resolution', ru: 'Разрешение споров' },
    text: {
      en: 'If you disagree with how a bet was settled, write to support within 30 days and give the bet number.\n\nWe answer within 10 working days. If you are not satisfied with the answer you may turn to the regulator.',
      ru: 'Если вы не согласны с расчётом ставки, напишите в поддержку в течение 30 дней и укажите номер ставки.\n\nМы отвечаем в течение 10 рабочих дней. Если ответ вас не устроит, вы можете обратиться к регулятору.',
    },
  },
  consent: {
    title: { en: 'Consent to data processing', ru: 'Согласие на обработку персональных данных' },
    text: {
      en: 'By registering you agree that Orbit Bet processes your personal data to run your account, to meet legal duties and to keep the games fair.\n\nYou may withdraw your consent by closing the account.',
      ru: 'Регистрируясь, вы соглашаетесь, что Orbit Bet обрабатывает ваши персональные данные для ведения счёта, исполнения требований закона и честности игр.\n\nОтозвать согласие можно, закрыв счёт.',
    },
  },
};
