package dev.switchboard.samples.many;

import dev.switchboard.Handler;
import dev.switchboard.annotations.Handles;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** 260 handler classes, {@code H0} to {@code H259}: more than a constructor takes parameters for. */
public final class WideHandlers {
  private WideHandlers() {}

  @Handles(Wide.W0.class)
  public static final class H0 implements Handler<Wide.W0> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W0 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W1.class)
  public static final class H1 implements Handler<Wide.W1> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W1 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W2.class)
  public static final class H2 implements Handler<Wide.W2> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W2 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W3.class)
  public static final class H3 implements Handler<Wide.W3> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W3 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W4.class)
  public static final class H4 implements Handler<Wide.W4> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W4 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W5.class)
  public static final class H5 implements Handler<Wide.W5> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W5 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W6.class)
  public static final class H6 implements Handler<Wide.W6> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W6 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W7.class)
  public static final class H7 implements Handler<Wide.W7> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W7 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W8.class)
  public static final class H8 implements Handler<Wide.W8> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W8 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W9.class)
  public static final class H9 implements Handler<Wide.W9> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W9 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W10.class)
  public static final class H10 implements Handler<Wide.W10> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W10 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W11.class)
  public static final class H11 implements Handler<Wide.W11> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W11 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W12.class)
  public static final class H12 implements Handler<Wide.W12> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W12 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W13.class)
  public static final class H13 implements Handler<Wide.W13> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W13 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W14.class)
  public static final class H14 implements Handler<Wide.W14> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W14 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W15.class)
  public static final class H15 implements Handler<Wide.W15> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W15 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W16.class)
  public static final class H16 implements Handler<Wide.W16> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W16 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W17.class)
  public static final class H17 implements Handler<Wide.W17> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W17 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W18.class)
  public static final class H18 implements Handler<Wide.W18> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W18 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W19.class)
  public static final class H19 implements Handler<Wide.W19> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W19 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W20.class)
  public static final class H20 implements Handler<Wide.W20> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W20 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W21.class)
  public static final class H21 implements Handler<Wide.W21> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W21 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W22.class)
  public static final class H22 implements Handler<Wide.W22> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W22 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W23.class)
  public static final class H23 implements Handler<Wide.W23> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W23 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W24.class)
  public static final class H24 implements Handler<Wide.W24> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W24 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W25.class)
  public static final class H25 implements Handler<Wide.W25> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W25 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W26.class)
  public static final class H26 implements Handler<Wide.W26> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W26 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W27.class)
  public static final class H27 implements Handler<Wide.W27> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W27 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W28.class)
  public static final class H28 implements Handler<Wide.W28> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W28 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W29.class)
  public static final class H29 implements Handler<Wide.W29> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W29 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W30.class)
  public static final class H30 implements Handler<Wide.W30> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W30 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W31.class)
  public static final class H31 implements Handler<Wide.W31> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W31 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W32.class)
  public static final class H32 implements Handler<Wide.W32> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W32 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W33.class)
  public static final class H33 implements Handler<Wide.W33> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W33 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W34.class)
  public static final class H34 implements Handler<Wide.W34> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W34 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W35.class)
  public static final class H35 implements Handler<Wide.W35> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W35 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W36.class)
  public static final class H36 implements Handler<Wide.W36> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W36 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W37.class)
  public static final class H37 implements Handler<Wide.W37> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W37 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W38.class)
  public static final class H38 implements Handler<Wide.W38> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W38 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W39.class)
  public static final class H39 implements Handler<Wide.W39> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W39 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W40.class)
  public static final class H40 implements Handler<Wide.W40> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W40 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W41.class)
  public static final class H41 implements Handler<Wide.W41> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W41 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W42.class)
  public static final class H42 implements Handler<Wide.W42> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W42 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W43.class)
  public static final class H43 implements Handler<Wide.W43> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W43 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W44.class)
  public static final class H44 implements Handler<Wide.W44> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W44 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W45.class)
  public static final class H45 implements Handler<Wide.W45> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W45 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W46.class)
  public static final class H46 implements Handler<Wide.W46> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W46 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W47.class)
  public static final class H47 implements Handler<Wide.W47> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W47 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W48.class)
  public static final class H48 implements Handler<Wide.W48> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W48 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W49.class)
  public static final class H49 implements Handler<Wide.W49> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W49 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W50.class)
  public static final class H50 implements Handler<Wide.W50> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W50 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W51.class)
  public static final class H51 implements Handler<Wide.W51> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W51 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W52.class)
  public static final class H52 implements Handler<Wide.W52> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W52 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W53.class)
  public static final class H53 implements Handler<Wide.W53> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W53 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W54.class)
  public static final class H54 implements Handler<Wide.W54> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W54 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W55.class)
  public static final class H55 implements Handler<Wide.W55> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W55 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W56.class)
  public static final class H56 implements Handler<Wide.W56> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W56 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W57.class)
  public static final class H57 implements Handler<Wide.W57> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W57 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W58.class)
  public static final class H58 implements Handler<Wide.W58> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W58 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W59.class)
  public static final class H59 implements Handler<Wide.W59> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W59 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W60.class)
  public static final class H60 implements Handler<Wide.W60> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W60 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W61.class)
  public static final class H61 implements Handler<Wide.W61> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W61 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W62.class)
  public static final class H62 implements Handler<Wide.W62> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W62 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W63.class)
  public static final class H63 implements Handler<Wide.W63> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W63 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W64.class)
  public static final class H64 implements Handler<Wide.W64> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W64 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W65.class)
  public static final class H65 implements Handler<Wide.W65> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W65 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W66.class)
  public static final class H66 implements Handler<Wide.W66> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W66 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W67.class)
  public static final class H67 implements Handler<Wide.W67> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W67 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W68.class)
  public static final class H68 implements Handler<Wide.W68> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W68 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W69.class)
  public static final class H69 implements Handler<Wide.W69> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W69 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W70.class)
  public static final class H70 implements Handler<Wide.W70> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W70 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W71.class)
  public static final class H71 implements Handler<Wide.W71> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W71 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W72.class)
  public static final class H72 implements Handler<Wide.W72> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W72 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W73.class)
  public static final class H73 implements Handler<Wide.W73> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W73 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W74.class)
  public static final class H74 implements Handler<Wide.W74> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W74 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W75.class)
  public static final class H75 implements Handler<Wide.W75> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W75 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W76.class)
  public static final class H76 implements Handler<Wide.W76> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W76 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W77.class)
  public static final class H77 implements Handler<Wide.W77> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W77 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W78.class)
  public static final class H78 implements Handler<Wide.W78> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W78 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W79.class)
  public static final class H79 implements Handler<Wide.W79> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W79 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W80.class)
  public static final class H80 implements Handler<Wide.W80> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W80 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W81.class)
  public static final class H81 implements Handler<Wide.W81> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W81 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W82.class)
  public static final class H82 implements Handler<Wide.W82> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W82 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W83.class)
  public static final class H83 implements Handler<Wide.W83> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W83 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W84.class)
  public static final class H84 implements Handler<Wide.W84> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W84 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W85.class)
  public static final class H85 implements Handler<Wide.W85> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W85 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W86.class)
  public static final class H86 implements Handler<Wide.W86> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W86 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W87.class)
  public static final class H87 implements Handler<Wide.W87> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W87 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W88.class)
  public static final class H88 implements Handler<Wide.W88> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W88 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W89.class)
  public static final class H89 implements Handler<Wide.W89> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W89 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W90.class)
  public static final class H90 implements Handler<Wide.W90> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W90 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W91.class)
  public static final class H91 implements Handler<Wide.W91> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W91 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W92.class)
  public static final class H92 implements Handler<Wide.W92> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W92 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W93.class)
  public static final class H93 implements Handler<Wide.W93> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W93 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W94.class)
  public static final class H94 implements Handler<Wide.W94> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W94 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W95.class)
  public static final class H95 implements Handler<Wide.W95> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W95 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W96.class)
  public static final class H96 implements Handler<Wide.W96> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W96 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W97.class)
  public static final class H97 implements Handler<Wide.W97> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W97 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W98.class)
  public static final class H98 implements Handler<Wide.W98> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W98 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W99.class)
  public static final class H99 implements Handler<Wide.W99> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W99 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W100.class)
  public static final class H100 implements Handler<Wide.W100> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W100 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W101.class)
  public static final class H101 implements Handler<Wide.W101> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W101 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W102.class)
  public static final class H102 implements Handler<Wide.W102> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W102 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W103.class)
  public static final class H103 implements Handler<Wide.W103> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W103 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W104.class)
  public static final class H104 implements Handler<Wide.W104> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W104 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W105.class)
  public static final class H105 implements Handler<Wide.W105> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W105 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W106.class)
  public static final class H106 implements Handler<Wide.W106> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W106 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W107.class)
  public static final class H107 implements Handler<Wide.W107> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W107 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W108.class)
  public static final class H108 implements Handler<Wide.W108> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W108 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W109.class)
  public static final class H109 implements Handler<Wide.W109> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W109 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W110.class)
  public static final class H110 implements Handler<Wide.W110> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W110 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W111.class)
  public static final class H111 implements Handler<Wide.W111> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W111 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W112.class)
  public static final class H112 implements Handler<Wide.W112> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W112 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W113.class)
  public static final class H113 implements Handler<Wide.W113> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W113 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W114.class)
  public static final class H114 implements Handler<Wide.W114> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W114 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W115.class)
  public static final class H115 implements Handler<Wide.W115> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W115 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W116.class)
  public static final class H116 implements Handler<Wide.W116> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W116 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W117.class)
  public static final class H117 implements Handler<Wide.W117> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W117 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W118.class)
  public static final class H118 implements Handler<Wide.W118> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W118 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W119.class)
  public static final class H119 implements Handler<Wide.W119> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W119 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W120.class)
  public static final class H120 implements Handler<Wide.W120> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W120 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W121.class)
  public static final class H121 implements Handler<Wide.W121> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W121 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W122.class)
  public static final class H122 implements Handler<Wide.W122> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W122 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W123.class)
  public static final class H123 implements Handler<Wide.W123> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W123 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W124.class)
  public static final class H124 implements Handler<Wide.W124> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W124 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W125.class)
  public static final class H125 implements Handler<Wide.W125> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W125 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W126.class)
  public static final class H126 implements Handler<Wide.W126> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W126 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W127.class)
  public static final class H127 implements Handler<Wide.W127> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W127 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W128.class)
  public static final class H128 implements Handler<Wide.W128> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W128 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W129.class)
  public static final class H129 implements Handler<Wide.W129> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W129 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W130.class)
  public static final class H130 implements Handler<Wide.W130> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W130 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W131.class)
  public static final class H131 implements Handler<Wide.W131> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W131 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W132.class)
  public static final class H132 implements Handler<Wide.W132> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W132 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W133.class)
  public static final class H133 implements Handler<Wide.W133> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W133 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W134.class)
  public static final class H134 implements Handler<Wide.W134> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W134 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W135.class)
  public static final class H135 implements Handler<Wide.W135> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W135 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W136.class)
  public static final class H136 implements Handler<Wide.W136> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W136 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W137.class)
  public static final class H137 implements Handler<Wide.W137> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W137 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W138.class)
  public static final class H138 implements Handler<Wide.W138> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W138 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W139.class)
  public static final class H139 implements Handler<Wide.W139> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W139 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W140.class)
  public static final class H140 implements Handler<Wide.W140> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W140 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W141.class)
  public static final class H141 implements Handler<Wide.W141> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W141 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W142.class)
  public static final class H142 implements Handler<Wide.W142> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W142 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W143.class)
  public static final class H143 implements Handler<Wide.W143> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W143 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W144.class)
  public static final class H144 implements Handler<Wide.W144> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W144 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W145.class)
  public static final class H145 implements Handler<Wide.W145> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W145 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W146.class)
  public static final class H146 implements Handler<Wide.W146> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W146 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W147.class)
  public static final class H147 implements Handler<Wide.W147> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W147 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W148.class)
  public static final class H148 implements Handler<Wide.W148> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W148 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W149.class)
  public static final class H149 implements Handler<Wide.W149> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W149 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W150.class)
  public static final class H150 implements Handler<Wide.W150> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W150 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W151.class)
  public static final class H151 implements Handler<Wide.W151> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W151 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W152.class)
  public static final class H152 implements Handler<Wide.W152> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W152 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W153.class)
  public static final class H153 implements Handler<Wide.W153> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W153 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W154.class)
  public static final class H154 implements Handler<Wide.W154> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W154 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W155.class)
  public static final class H155 implements Handler<Wide.W155> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W155 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W156.class)
  public static final class H156 implements Handler<Wide.W156> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W156 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W157.class)
  public static final class H157 implements Handler<Wide.W157> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W157 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W158.class)
  public static final class H158 implements Handler<Wide.W158> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W158 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W159.class)
  public static final class H159 implements Handler<Wide.W159> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W159 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W160.class)
  public static final class H160 implements Handler<Wide.W160> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W160 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W161.class)
  public static final class H161 implements Handler<Wide.W161> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W161 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W162.class)
  public static final class H162 implements Handler<Wide.W162> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W162 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W163.class)
  public static final class H163 implements Handler<Wide.W163> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W163 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W164.class)
  public static final class H164 implements Handler<Wide.W164> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W164 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W165.class)
  public static final class H165 implements Handler<Wide.W165> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W165 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W166.class)
  public static final class H166 implements Handler<Wide.W166> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W166 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W167.class)
  public static final class H167 implements Handler<Wide.W167> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W167 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W168.class)
  public static final class H168 implements Handler<Wide.W168> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W168 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W169.class)
  public static final class H169 implements Handler<Wide.W169> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W169 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W170.class)
  public static final class H170 implements Handler<Wide.W170> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W170 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W171.class)
  public static final class H171 implements Handler<Wide.W171> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W171 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W172.class)
  public static final class H172 implements Handler<Wide.W172> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W172 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W173.class)
  public static final class H173 implements Handler<Wide.W173> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W173 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W174.class)
  public static final class H174 implements Handler<Wide.W174> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W174 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W175.class)
  public static final class H175 implements Handler<Wide.W175> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W175 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W176.class)
  public static final class H176 implements Handler<Wide.W176> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W176 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W177.class)
  public static final class H177 implements Handler<Wide.W177> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W177 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W178.class)
  public static final class H178 implements Handler<Wide.W178> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W178 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W179.class)
  public static final class H179 implements Handler<Wide.W179> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W179 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W180.class)
  public static final class H180 implements Handler<Wide.W180> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W180 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W181.class)
  public static final class H181 implements Handler<Wide.W181> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W181 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W182.class)
  public static final class H182 implements Handler<Wide.W182> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W182 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W183.class)
  public static final class H183 implements Handler<Wide.W183> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W183 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W184.class)
  public static final class H184 implements Handler<Wide.W184> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W184 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W185.class)
  public static final class H185 implements Handler<Wide.W185> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W185 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W186.class)
  public static final class H186 implements Handler<Wide.W186> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W186 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W187.class)
  public static final class H187 implements Handler<Wide.W187> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W187 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W188.class)
  public static final class H188 implements Handler<Wide.W188> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W188 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W189.class)
  public static final class H189 implements Handler<Wide.W189> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W189 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W190.class)
  public static final class H190 implements Handler<Wide.W190> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W190 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W191.class)
  public static final class H191 implements Handler<Wide.W191> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W191 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W192.class)
  public static final class H192 implements Handler<Wide.W192> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W192 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W193.class)
  public static final class H193 implements Handler<Wide.W193> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W193 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W194.class)
  public static final class H194 implements Handler<Wide.W194> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W194 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W195.class)
  public static final class H195 implements Handler<Wide.W195> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W195 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W196.class)
  public static final class H196 implements Handler<Wide.W196> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W196 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W197.class)
  public static final class H197 implements Handler<Wide.W197> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W197 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W198.class)
  public static final class H198 implements Handler<Wide.W198> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W198 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W199.class)
  public static final class H199 implements Handler<Wide.W199> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W199 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W200.class)
  public static final class H200 implements Handler<Wide.W200> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W200 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W201.class)
  public static final class H201 implements Handler<Wide.W201> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W201 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W202.class)
  public static final class H202 implements Handler<Wide.W202> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W202 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W203.class)
  public static final class H203 implements Handler<Wide.W203> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W203 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W204.class)
  public static final class H204 implements Handler<Wide.W204> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W204 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W205.class)
  public static final class H205 implements Handler<Wide.W205> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W205 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W206.class)
  public static final class H206 implements Handler<Wide.W206> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W206 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W207.class)
  public static final class H207 implements Handler<Wide.W207> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W207 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W208.class)
  public static final class H208 implements Handler<Wide.W208> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W208 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W209.class)
  public static final class H209 implements Handler<Wide.W209> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W209 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W210.class)
  public static final class H210 implements Handler<Wide.W210> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W210 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W211.class)
  public static final class H211 implements Handler<Wide.W211> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W211 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W212.class)
  public static final class H212 implements Handler<Wide.W212> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W212 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W213.class)
  public static final class H213 implements Handler<Wide.W213> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W213 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W214.class)
  public static final class H214 implements Handler<Wide.W214> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W214 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W215.class)
  public static final class H215 implements Handler<Wide.W215> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W215 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W216.class)
  public static final class H216 implements Handler<Wide.W216> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W216 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W217.class)
  public static final class H217 implements Handler<Wide.W217> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W217 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W218.class)
  public static final class H218 implements Handler<Wide.W218> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W218 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W219.class)
  public static final class H219 implements Handler<Wide.W219> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W219 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W220.class)
  public static final class H220 implements Handler<Wide.W220> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W220 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W221.class)
  public static final class H221 implements Handler<Wide.W221> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W221 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W222.class)
  public static final class H222 implements Handler<Wide.W222> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W222 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W223.class)
  public static final class H223 implements Handler<Wide.W223> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W223 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W224.class)
  public static final class H224 implements Handler<Wide.W224> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W224 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W225.class)
  public static final class H225 implements Handler<Wide.W225> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W225 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W226.class)
  public static final class H226 implements Handler<Wide.W226> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W226 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W227.class)
  public static final class H227 implements Handler<Wide.W227> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W227 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W228.class)
  public static final class H228 implements Handler<Wide.W228> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W228 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W229.class)
  public static final class H229 implements Handler<Wide.W229> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W229 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W230.class)
  public static final class H230 implements Handler<Wide.W230> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W230 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W231.class)
  public static final class H231 implements Handler<Wide.W231> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W231 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W232.class)
  public static final class H232 implements Handler<Wide.W232> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W232 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W233.class)
  public static final class H233 implements Handler<Wide.W233> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W233 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W234.class)
  public static final class H234 implements Handler<Wide.W234> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W234 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W235.class)
  public static final class H235 implements Handler<Wide.W235> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W235 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W236.class)
  public static final class H236 implements Handler<Wide.W236> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W236 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W237.class)
  public static final class H237 implements Handler<Wide.W237> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W237 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W238.class)
  public static final class H238 implements Handler<Wide.W238> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W238 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W239.class)
  public static final class H239 implements Handler<Wide.W239> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W239 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W240.class)
  public static final class H240 implements Handler<Wide.W240> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W240 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W241.class)
  public static final class H241 implements Handler<Wide.W241> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W241 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W242.class)
  public static final class H242 implements Handler<Wide.W242> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W242 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W243.class)
  public static final class H243 implements Handler<Wide.W243> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W243 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W244.class)
  public static final class H244 implements Handler<Wide.W244> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W244 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W245.class)
  public static final class H245 implements Handler<Wide.W245> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W245 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W246.class)
  public static final class H246 implements Handler<Wide.W246> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W246 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W247.class)
  public static final class H247 implements Handler<Wide.W247> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W247 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W248.class)
  public static final class H248 implements Handler<Wide.W248> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W248 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W249.class)
  public static final class H249 implements Handler<Wide.W249> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W249 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W250.class)
  public static final class H250 implements Handler<Wide.W250> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W250 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W251.class)
  public static final class H251 implements Handler<Wide.W251> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W251 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W252.class)
  public static final class H252 implements Handler<Wide.W252> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W252 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W253.class)
  public static final class H253 implements Handler<Wide.W253> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W253 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W254.class)
  public static final class H254 implements Handler<Wide.W254> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W254 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W255.class)
  public static final class H255 implements Handler<Wide.W255> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W255 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W256.class)
  public static final class H256 implements Handler<Wide.W256> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W256 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W257.class)
  public static final class H257 implements Handler<Wide.W257> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W257 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W258.class)
  public static final class H258 implements Handler<Wide.W258> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W258 event) {
      handled.add(event);
    }
  }

  @Handles(Wide.W259.class)
  public static final class H259 implements Handler<Wide.W259> {
    public final List<Object> handled = new CopyOnWriteArrayList<>();

    @Override
    public void handle(Wide.W259 event) {
      handled.add(event);
    }
  }
}
